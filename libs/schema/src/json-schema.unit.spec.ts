import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { option } from './fields/option.js';
import { contentCreateRequestSchema, contentSchemaOf, slideImageRequestSchema } from './content-types/index.js';
import { loginRequestSchema } from './forms/login.js';
import { jsonSchemaOf } from './json-schema.js';
import { parseLoginRequest } from './parsers.js';
import { apiErrorSchema, successOf } from './responses/index.js';

describe('the JSON Schema of a schema (the API document)', () => {
  it('is of the schema the parser validates with', () => {
    expect(parseLoginRequest.schema).toBe(loginRequestSchema);
    expect(jsonSchemaOf(parseLoginRequest.schema, 'input')).toEqual({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' }, website: { type: 'string' } },
      required: ['email', 'password'],
    });
  });

  it('shows the options of an option field, which zod sees only as a custom check', () => {
    expect(jsonSchemaOf(z.object({ size: option(['S', 'M']) }), 'input')).toMatchObject({ properties: { size: { enum: ['S', 'M'] } } });
  });

  it('leaves optional what a preprocess fills in, and what has a default', () => {
    const fields = jsonSchemaOf(contentSchemaOf('module', 'create'), 'input');
    expect(fields.required).toEqual(['name', 'items']);
    expect(jsonSchemaOf(slideImageRequestSchema, 'input').required).toEqual(['uploadId']);
  });

  it('closes answers to keys they do not declare, and leaves out the safe-integer bounds of .int()', () => {
    expect(jsonSchemaOf(successOf(apiErrorSchema), 'output')).toMatchObject({
      additionalProperties: false,
      required: ['code', 'data'],
      properties: { code: { const: 200 }, data: { additionalProperties: false, properties: { code: { type: 'integer' } } } },
    });
  });
});

describe('request schemas stated for the document', () => {
  it("take an item's fields bare or under its type, as the content routes do", () => {
    const body = { name: 'A course for all', items: [] };
    expect(contentCreateRequestSchema('module').safeParse(body).success).toBe(true);
    expect(contentCreateRequestSchema('module').safeParse({ module: body }).success).toBe(true);
    expect(contentCreateRequestSchema('module').safeParse({ quiz: body }).success).toBe(false);
  });

  it('default a slide image upload to finished, as the route does', () => {
    expect(slideImageRequestSchema.parse({ uploadId: 'abc-1' })).toEqual({ uploadId: 'abc-1', finished: true });
  });
});
