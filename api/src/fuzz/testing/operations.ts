/**
 * The operations of /api/v1/openapi.json, as the fuzz suite walks them.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';
const METHODS: readonly string[] = ['get', 'post', 'put', 'delete'];

export interface Operation {
  method: Method;
  /** The path as the document writes it: `/api/v1/users/{id}`. */
  template: string;
  /** Path parameters in order of appearance. */
  params: string[];
  /** `PUT /api/v1/users/{id}`: how findings and samples name the operation. */
  key: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** Every operation of the document (methods other than GET, POST, PUT and DELETE would fail the suite: it would not know them). */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) throw new Error(`the fuzz suite does not know the method of ${method.toUpperCase()} ${template}`);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const inTemplate = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      // The document lists what the route declares; the template is what the URL has.
      const params = inTemplate.length > 0 ? inTemplate : declared;
      operations.push({ method: method as Method, template, params, key: `${method.toUpperCase()} ${template}` });
    }
  }
  return operations;
}

/** The path with each parameter replaced by its raw value (inserted as is: callers encode). */
export function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${operation.key}`);
    return value;
  });
}

export const isWrite = (operation: Operation): boolean => operation.method !== 'get';
