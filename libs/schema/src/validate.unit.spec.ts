import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { describeError, errorsFor, text, validate } from './index.js';

const schema = z.strictObject({ name: text({ required: true, min: 2 }), nested: z.object({ code: text({ required: 'Code please' }) }) });

describe('validate', () => {
  it('answers the parsed value when the input is good', () => {
    expect(validate(schema, { name: ' Al ', nested: { code: 'x' } })).toEqual({ ok: true, value: { name: 'Al', nested: { code: 'x' } }, errors: [] });
  });

  it('answers every problem as FieldError with dotted paths and the form codes', () => {
    const result = validate(schema, { name: 'A', nested: {}, colour: 'red' });
    expect(result.errors).toEqual([
      { field: 'name', message: 'Must be at least 2 characters', code: 2 },
      { field: 'nested.code', message: 'Code please', code: 1 },
      { field: 'colour', message: 'Property colour is not in defined shape', code: 2 },
    ]);
  });

  it('reports a missing value with code 1 and a wrong kind of value with code 2', () => {
    expect(validate(schema, { name: '  ', nested: { code: 5 } }).errors).toEqual([
      { field: 'name', message: 'Required', code: 1 },
      { field: 'nested.code', message: 'Value is not valid', code: 2 },
    ]);
  });

  it('reports a problem of the whole value with field null', () => {
    expect(validate(text({ required: true }), '')).toEqual({ ok: false, errors: [{ field: null, message: 'Required', code: 1 }] });
  });

  it('answers code 3 when a schema throws instead of crashing the caller', () => {
    const throwing = z.string().transform(() => {
      throw new Error('bug');
    });
    expect(validate(throwing, 'x').errors).toEqual([{ field: null, message: 'Something funky happened', code: 3 }]);
  });

  it('shows an error as description: message, falling back to the field name', () => {
    const [first] = validate(schema, { name: 'A', nested: { code: 'x' } }).errors;
    expect(first && describeError(first, { name: 'Last Name' })).toBe('Last Name: Must be at least 2 characters');
    expect(first && describeError(first)).toBe('name: Must be at least 2 characters');
    expect(describeError({ field: null, message: 'Required', code: 1 })).toBe('Required');
  });

  it('picks the errors of one field', () => {
    const { errors } = validate(schema, { name: '', nested: {} });
    expect(errorsFor(errors, 'nested.code').map((e) => e.message)).toEqual(['Code please']);
  });
});
