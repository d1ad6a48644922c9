/**
 * Reading the OpenAPI document the way a client's generator does, for the checks that the document
 * says what the API does (document-truth.e2e.spec.ts): each operation's query parameters, request
 * body, credentials and numeric bounds, and where a bound goes in a sample body.
 */
import { CONTENT_PATHS } from '@cytocampus/contracts';
import { setAt } from './mutations.js';
import type { Path } from './sample-bodies.js';

export type JsonSchema = Record<string, unknown>;
export interface DocumentOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** The operation a key (`PUT /api/v1/users/{id}`) names. */
export function operationOf(document: OpenApiDocument, key: string): DocumentOperation {
  const [method = '', template = ''] = key.split(' ');
  const operation = document.paths[template]?.[method.toLowerCase()];
  if (!operation) throw new Error(`the document has no ${key}`);
  return operation;
}

export const queryParametersOf = (operation: DocumentOperation): string[] => (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
export const bodySchemaOf = (operation: DocumentOperation): JsonSchema | undefined => operation.requestBody?.content['application/json']?.schema;

/**
 * One numeric bound: where it is (a query parameter, or a body path with `[]` for the items of an
 * array), the number its message must name (`limit`: refused) and the one beside it that its bound
 * takes (`next`). An inclusive bound's limit is one past it (its words are strict: 'Must be greater
 * than N'); an exclusive bound is its own limit.
 */
export interface Bound {
  key: string;
  query?: string;
  path: string[];
  side: 'min' | 'max';
  limit: number;
  next: number;
}

function boundsIn(schema: unknown, path: string[], found: Omit<Bound, 'key' | 'query'>[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as JsonSchema;
  const number = (keyword: string): number | undefined => (typeof s[keyword] === 'number' ? s[keyword] : undefined);
  const [minimum, maximum, exclusiveMinimum, exclusiveMaximum] = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].map(number);
  if (minimum !== undefined) found.push({ path, side: 'min', limit: minimum - 1, next: minimum });
  if (exclusiveMinimum !== undefined) found.push({ path, side: 'min', limit: exclusiveMinimum, next: exclusiveMinimum + 1 });
  if (maximum !== undefined) found.push({ path, side: 'max', limit: maximum + 1, next: maximum });
  if (exclusiveMaximum !== undefined) found.push({ path, side: 'max', limit: exclusiveMaximum, next: exclusiveMaximum - 1 });
  for (const [name, child] of Object.entries((s.properties as JsonSchema | undefined) ?? {})) boundsIn(child, [...path, name], found);
  if (s.items) boundsIn(s.items, [...path, '[]'], found);
  ((s.prefixItems as unknown[] | undefined) ?? []).forEach((child, i) => boundsIn(child, [...path, String(i)], found));
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) for (const branch of (s[keyword] as unknown[] | undefined) ?? []) boundsIn(branch, path, found);
}

/** Every numeric bound of every query parameter and request body of the document. */
export function boundsOf(document: OpenApiDocument): Bound[] {
  const bounds = new Map<string, Bound>();
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${template}`;
      const found: Bound[] = [];
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
        const inParameter: Omit<Bound, 'key' | 'query'>[] = [];
        boundsIn(parameter.schema, [], inParameter);
        found.push(...inParameter.map((b) => ({ ...b, key, query: parameter.name })));
      }
      const inBody: Omit<Bound, 'key' | 'query'>[] = [];
      boundsIn(bodySchemaOf(operation), [], inBody);
      found.push(...inBody.map((b) => ({ ...b, key })));
      for (const bound of found) bounds.set(`${key} ${bound.query ?? bound.path.join('.')} ${bound.side}`, bound);
    }
  }
  return [...bounds.values()];
}

/** The names a content body may be wrapped in: its type's. */
const CONTENT_WRAPPERS: string[] = [...Object.keys(CONTENT_PATHS), 'slide'];

const isContainer = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null;

/** The paths a bound's path (`[]` for any item of an array) takes in a body: containers it leaves out cannot be added, a leaf can. */
function pathsIn(container: unknown, path: string[], at: Path = []): Path[] {
  const [segment, ...rest] = path;
  if (segment === undefined || !isContainer(container)) return [];
  if (segment === '[]') {
    if (!Array.isArray(container)) return [];
    return container.flatMap((item, i) => (rest.length === 0 ? [[...at, i]] : pathsIn(item, rest, [...at, i])));
  }
  const key = Array.isArray(container) ? Number(segment) : segment;
  if (rest.length === 0) return Array.isArray(container) && !(key in container) ? [] : [[...at, key]];
  return pathsIn(container[key], rest, [...at, key]);
}

/**
 * Every way `value` can go at a bound's path in `body`, with the path it went to (indices for
 * `[]`). A path under a content type's name (`{slide: fields}`, the wrapped form of a content body)
 * also goes into the body so wrapped.
 */
export function placements(body: Record<string, unknown>, path: string[], value: unknown): { body: unknown; at: Path }[] {
  const direct = pathsIn(body, path).map((at) => ({ body: setAt(body, at, value), at }));
  const [wrapper = '', ...rest] = path;
  if (!CONTENT_WRAPPERS.includes(wrapper) || rest.length === 0) return direct;
  return [...direct, ...pathsIn(body, rest).map((at) => ({ body: { [wrapper]: setAt(body, at, value) }, at: [wrapper, ...at] }))];
}

/** The path of every key of every object in a body (`['bio', 'firstName']`, `['entries', 0, 'moduleId']`). */
export function keyPaths(body: unknown, at: Path = []): Path[] {
  if (!isContainer(body)) return [];
  const entries: [string | number, unknown][] = Array.isArray(body) ? body.map((v, i) => [i, v]) : Object.entries(body);
  return entries.flatMap(([key, child]) => [...(Array.isArray(body) ? [] : [[...at, key]]), ...keyPaths(child, [...at, key])]);
}

/** A copy of `body` without the key at `path`. */
export function without(body: unknown, path: Path): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  delete parent[path.at(-1)!];
  return copy;
}
