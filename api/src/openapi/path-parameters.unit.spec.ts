import { describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { declarePathParameters } from './path-parameters.js';

const stringParam = (name: string) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } });
const documentOf = (paths: OpenAPIObject['paths']): OpenAPIObject => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });

describe('path parameters derived from the route', () => {
  it('declares every segment of the route that no decorator declared, keeping the declared ones and their types, in the route order', () => {
    const x = { name: 'x', in: 'path' as const, required: true, schema: { type: 'number' } };
    const query = { name: 'format', in: 'query' as const, schema: { type: 'string' } };
    const document = documentOf({
      '/slides/{id}/objects/{objectId}/{x}': { get: { parameters: [query, x, stringParam('id')], responses: {} } },
      '/stats/{userId}/records/{recordId}': { put: { responses: {} }, get: { parameters: [stringParam('recordId')], responses: {} } },
    });
    const paths = declarePathParameters(document).paths;
    expect(paths['/slides/{id}/objects/{objectId}/{x}']?.get?.parameters).toEqual([stringParam('id'), stringParam('objectId'), x, query]);
    expect(paths['/stats/{userId}/records/{recordId}']?.put?.parameters).toEqual([stringParam('userId'), stringParam('recordId')]);
    expect(paths['/stats/{userId}/records/{recordId}']?.get?.parameters).toEqual([stringParam('userId'), stringParam('recordId')]);
  });

  it('leaves a declared path parameter that the route lacks, for the validator to report, and a route without parameters as it was', () => {
    const stray = stringParam('objId');
    const document = documentOf({ '/slides/{id}': { delete: { parameters: [stray], responses: {} } }, '/health': { get: { responses: {} } } });
    const paths = declarePathParameters(document).paths;
    expect(paths['/slides/{id}']?.delete?.parameters).toEqual([stringParam('id'), stray]);
    expect(paths['/health']?.get).toEqual({ responses: {} });
  });
});
