import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import { API_PREFIX } from '@cytocampus/contracts';
import { successOf, type Schema } from '@cytocampus/schema';
import { ENVELOPED, fileContent } from './answers.decorator.js';
import type { RouteSchemas, RouteTable } from './route-schemas.js';
import { openApiSchemaOf } from './schema-converter.js';

/** One query parameter per property of the query's schema, as swagger writes them for `@Query({schema})`. */
function queryParameters(schema: Schema): ParameterObject[] {
  const json = openApiSchemaOf(schema, 'input') as SchemaObject;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function describeOperation(operation: OperationObject, route: RouteSchemas): void {
  if (route.body) {
    const schema = openApiSchemaOf(route.body, 'input') as SchemaObject;
    operation.requestBody = { required: true, content: { 'application/json': { schema } } };
  }
  if (route.query) {
    const added = queryParameters(route.query);
    const kept = (operation.parameters ?? []).filter((p) => !('name' in p) || !added.some((q) => q.name === p.name && p.in === 'query'));
    operation.parameters = [...kept, ...added];
  }
  const { answers } = route;
  const ok =
    'file' in answers
      ? { description: 'The file.', content: fileContent(answers.file) }
      : { description: ENVELOPED, content: { 'application/json': { schema: openApiSchemaOf(successOf(answers), 'output') as SchemaObject } } };
  // The route's own (empty) 2xx entry gives way to the described one.
  for (const status of Object.keys(operation.responses)) if (status.startsWith('2')) delete operation.responses[status];
  operation.responses['200'] = ok;
}

/** Applies a route table to a built document; answers the keys that named no operation (a stale table). */
export function describeRoutes(document: OpenAPIObject, table: RouteTable): string[] {
  const unmatched: string[] = [];
  for (const [key, route] of Object.entries(table)) {
    const [method = '', path = ''] = key.split(' ');
    const operation = document.paths[`${API_PREFIX}${path}`]?.[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
    if (operation) describeOperation(operation, route);
    else unmatched.push(key);
  }
  return unmatched;
}
