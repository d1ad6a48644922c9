/**
 * Walking a sample body and changing one place of it at a time.
 */
import { HOSTILE_TEXT, NOT_UTF8_TEXT, NUMBER_EDGES, REFUSED_TEXT, WRONG_TYPES, type Hostile } from './hostile-values.js';
import type { Path } from './sample-bodies.js';

export interface BodyNode {
  path: Path;
  value: unknown;
  /** An object or an array (its own children are nodes too). */
  container: boolean;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => typeof value === 'object' && value !== null;

/** Every place of a body except the root: leaves and containers, depth first. */
export function nodesOf(body: unknown): BodyNode[] {
  const nodes: BodyNode[] = [];
  const pending: { value: unknown; path: Path }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (path.length > 0) nodes.push({ path, value, container: isContainer(value) });
    if (!isContainer(value)) continue;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] });
  }
  return nodes;
}

export function getAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A copy of `root` with the value at `path` replaced (the root must be a container). */
export function setAt<T>(root: T, path: Path, replacement: unknown): T {
  const copy = structuredClone(root);
  let parent = copy as unknown as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Keys an object inherits: a lookup by a sent key must not find these (`catalogue[key]`). */
export const INHERITED_KEYS = ['toString', 'hasOwnProperty', '__defineSetter__'];

/**
 * What goes in place of a node: for a text, hostile texts and wrong types; for a number, the edges
 * of what columns and doubles hold; for a container, a string, a number and null.
 */
export function replacementsFor(node: BodyNode, texts: Hostile[] = HOSTILE_TEXT): Hostile<unknown>[] {
  const wrong = WRONG_TYPES.filter((w) => typeOf(w.value) !== typeOf(node.value));
  // Bytes that are not UTF-8 go with the full set of texts (the primary samples).
  if (typeof node.value === 'string') return [...texts, ...(texts === HOSTILE_TEXT ? NOT_UTF8_TEXT : []), ...wrong];
  if (node.container) return [{ label: 'a string', value: 'x' }, ...wrong.filter((w) => ['a number', 'null'].includes(w.label))];
  const asText: Hostile<unknown>[] = [...REFUSED_TEXT.slice(0, 2), { label: 'a number as text', value: '1' }, { label: 'empty', value: '' }];
  return [...asText, ...(typeof node.value === 'number' ? NUMBER_EDGES : []), ...wrong];
}

/** The additions tried on an object node: each inherited key, set to true. */
export const keyAdditions = (node: BodyNode): Hostile<unknown>[] =>
  node.container && !Array.isArray(node.value)
    ? INHERITED_KEYS.map((key) => ({ label: `an added key ${key}`, value: { ...(node.value as object), [key]: true } }))
    : [];

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Equal as JSON; a blank value (absent, null, '') reads the same as another blank one (a cleared optional field). */
export function equivalent(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
