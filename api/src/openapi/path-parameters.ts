import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject, ReferenceObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The names a path template holds, in order: `/slides/{id}/objects/{objectId}` → id, objectId. */
export const pathParameterNames = (template: string): string[] => [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

const isPathParameter = (parameter: ParameterObject | ReferenceObject, name?: string): parameter is ParameterObject =>
  'in' in parameter && parameter.in === 'path' && (name === undefined || parameter.name === name);

/**
 * The operation with every parameter of its route declared, first and in the route's order: the
 * one a decorator declared (`@Param('x', ParseFloatPipe)` makes it a number), else a required string.
 * Swagger declares only the parameters a handler reads with `@Param`, so a segment the handler
 * ignores (a crop's object id, a refused write's ids) left the document invalid.
 */
function withRouteParameters(template: string, operation: OperationObject): OperationObject {
  const declared = operation.parameters ?? [];
  const names = pathParameterNames(template);
  const route = names.map(
    (name): ParameterObject => declared.find((p) => isPathParameter(p, name)) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
  );
  // A declared path parameter that the route lacks stays, for the validator to report: dropping it would hide the handler's mistake.
  const others = declared.filter((p) => !(isPathParameter(p) && names.includes(p.name)));
  return names.length === 0 ? operation : { ...operation, parameters: [...route, ...others] };
}

/** The document with the path parameters of every operation derived from its route (ADR 0006). */
export function declarePathParameters(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.entries(document.paths).map(([template, item]): [string, PathItemObject] => {
    const operations = METHODS.flatMap((method) => (item[method] ? [[method, withRouteParameters(template, item[method])] as const] : []));
    return [template, { ...item, ...Object.fromEntries(operations) }];
  });
  return { ...document, paths: Object.fromEntries(paths) };
}
