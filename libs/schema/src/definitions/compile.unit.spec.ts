import { describe, expect, it } from '@jest/globals';
import { validate } from '../validate.js';
import { compileField, compileObject, UNKNOWN_TYPE_MESSAGE } from './compile.js';
import { decodeFormFields, encodeFormValue, NULL_MARKER } from './form-data.js';
import type { FieldDefinition, ObjectDefinition } from './types.js';

const messages = (def: FieldDefinition, value: unknown) => validate(compileField(def), value).errors.map((e) => [e.field, e.message, e.code]);
const value = (def: FieldDefinition, input: unknown) => {
  const result = validate(compileField(def), input);
  return result.ok ? result.value : result.errors;
};

describe('compiling field definitions', () => {
  it('gives every type the spec messages and codes', () => {
    expect(messages({ type: 'string', required: true }, '  ')).toEqual([[null, 'Required', 1]]);
    expect(messages({ type: 'string', min: 5, max: 7 }, 'abc')).toEqual([[null, 'Must be at least 5 characters', 2]]);
    expect(messages({ type: 'string', max: 3 }, 'abcdef')).toEqual([[null, 'Too long by 3 characters', 2]]);
    expect(messages({ type: 'string', pattern: '^\\d{3}$' }, 'abc')).toEqual([[null, 'Does not match pattern ^\\d{3}$', 2]]);
    expect(messages({ type: 'number', min: 0, max: 100, step: 5 }, 7)).toEqual([[null, 'Must be an even multiple of 5', 2]]);
    expect(messages({ type: 'number', max: 100, required: true }, 101)).toEqual([[null, 'Must be less than 101', 2]]);
    expect(messages({ type: 'index' }, -1)).toEqual([[null, 'Must be greater than -1', 2]]);
    expect(messages({ type: 'date', after: Date.UTC(2026, 0, 1) }, Date.UTC(2025, 0, 1))).toEqual([[null, 'Must be later than 01/01/2026', 2]]);
    expect(messages({ type: 'option', options: [{ value: 'a', label: 'A' }], required: true }, 'b')).toEqual([[null, 'Must be selected', 2]]);
    expect(messages({ type: 'array', item: { type: 'string' }, min: 2 }, ['x'])).toEqual([[null, 'Need at least 2 items', 2]]);
    expect(messages({ type: 'array', item: { type: 'string' }, max: 1 }, ['x', 'y'])).toEqual([[null, 'Can only have up to 1 items', 2]]);
    expect(messages({ type: 'url' }, 'has space')).toEqual([[null, 'Does not match pattern ^https?://\\S+$', 2]]);
    expect(messages({ type: 'url' }, 'javascript:alert(1)')).toEqual([[null, 'Does not match pattern ^https?://\\S+$', 2]]);
    expect(messages({ type: 'uuid', required: true }, 'not-a-uuid')).toHaveLength(1);
  });

  it('fills optional fields with their empty values: bool false, string and array empty, others null', () => {
    expect(value({ type: 'bool' }, undefined)).toBe(false);
    expect(value({ type: 'string' }, null)).toBe('');
    expect(value({ type: 'array', item: { type: 'string' } }, undefined)).toEqual([]);
    expect(value({ type: 'number' }, undefined)).toBeNull();
    expect(value({ type: 'string', defaultValue: 'Unnamed' }, undefined)).toBe('Unnamed');
    expect(value({ type: 'bool' }, '1')).toBe(true);
  });

  it('checks files by kind and size, with the sizes in the message', () => {
    const image: FieldDefinition = { type: 'image', accept: ['png', 'jpg'] };
    expect(messages(image, { fileId: 'f', name: 'big.png', size: 6_000_000, type: 'image/png' })).toEqual([
      [null, 'Selected file is too large. Must be less than 5.2 MB, but is 6.0 MB.', 2],
    ]);
    expect(messages(image, { fileId: 'f', name: 'x.pdf', size: 10, type: 'application/pdf' })).toEqual([[null, 'Value is not valid', 2]]);
  });

  it('refuses an unknown type with the spec text', () => {
    expect(() => compileField({ type: 'spaceship' } as unknown as FieldDefinition)).toThrow(UNKNOWN_TYPE_MESSAGE);
  });
});

describe('length bounds', () => {
  it('gives a string field that declares no maximum (or the spec default 0) the single-line one, 255', () => {
    for (const def of [{ type: 'string' }, { type: 'string', max: 0 }, { type: 'string', required: true }] as FieldDefinition[]) {
      expect(value(def, 'x'.repeat(255))).toBe('x'.repeat(255));
      expect(messages(def, 'x'.repeat(1_000_000))).toEqual([[null, 'Too long by 999745 characters', 2]]);
    }
    expect(value({ type: 'string', max: 5000 }, 'x'.repeat(5000))).toHaveLength(5000);
    expect(messages({ type: 'string', max: 5000 }, 'x'.repeat(5001))).toEqual([[null, 'Too long by 1 characters', 2]]);
    // Items of a list too, however the list is nested.
    expect(messages({ type: 'array', item: { type: 'object', fields: { note: { type: 'string' } } } }, [{ note: 'x'.repeat(256) }])).toEqual([
      ['0.note', 'Too long by 1 characters', 2],
    ]);
  });

  it('bounds addresses at 2048 characters and free-form data at 10,000 characters of JSON', () => {
    expect(messages({ type: 'url' }, `https://x.test/${'a'.repeat(2034)}`)).toEqual([[null, 'Too long by 1 characters', 2]]);
    expect(value({ type: 'any' }, { a: [1, 'two'] })).toEqual({ a: [1, 'two'] });
    expect(messages({ type: 'any' }, { note: 'x'.repeat(10_000) })).toEqual([[null, 'Too long by 11 characters', 2]]);
  });

  it('bounds the id and name of a file reference', () => {
    const file: FieldDefinition = { type: 'file', accept: ['pdf'] };
    expect(messages(file, { fileId: 'f'.repeat(65), name: 'x'.repeat(256), size: 10, type: 'application/pdf' })).toEqual([
      ['fileId', 'Too long by 1 characters', 2],
      ['name', 'Too long by 1 characters', 2],
    ]);
  });
});

describe("maps ('any' with values)", () => {
  const notes: FieldDefinition = { type: 'any', values: { type: 'string', max: 20 }, maxKeys: 2 };

  it('holds any id keys with values of the definition, null when absent like any other free-form data', () => {
    expect(value(notes, { a: 'koilocyte', 'custom-1': '' })).toEqual({ a: 'koilocyte', 'custom-1': '' });
    expect(value(notes, undefined)).toBeNull();
    expect(value(notes, { a: null })).toEqual({ a: '' });
  });

  it('refuses too many keys, long keys, long or wrong values and non-objects with the generic messages', () => {
    expect(messages(notes, { a: 'x', b: 'y', c: 'z' })).toEqual([[null, 'Can only have up to 2 items', 2]]);
    expect(messages(notes, { ['k'.repeat(65)]: 'x' })).toEqual([[null, 'Value is not valid', 2]]);
    expect(messages(notes, { a: 'x'.repeat(25), b: 7 })).toEqual([
      ['a', 'Too long by 5 characters', 2],
      ['b', 'Value is not valid', 2],
    ]);
    expect(messages(notes, ['a'])).toEqual([[null, 'Value is not valid', 2]]);
    expect(messages(notes, 'a')).toEqual([[null, 'Value is not valid', 2]]);
  });

  it('bounds a map that declares no maximum at 100 keys', () => {
    const open: FieldDefinition = { type: 'any', values: { type: 'bool' } };
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, true]));
    expect(validate(compileField(open), keys(100)).ok).toBe(true);
    expect(messages(open, keys(101))).toEqual([[null, 'Can only have up to 100 items', 2]]);
  });
});

describe('objects', () => {
  const item: ObjectDefinition = {
    type: 'object',
    fields: {
      name: { type: 'string', required: true, min: 5 },
      owner: { type: 'string', canUpdate: false },
      tags: { type: 'array', item: { type: 'string' } },
    },
  };

  it('checks a whole item on creation, with dotted paths and no unknown properties', () => {
    const result = validate(compileObject(item, 'create'), { name: 'abc', color: 'red' });
    expect(result.errors.map((e) => [e.field, e.message])).toEqual([
      ['name', 'Must be at least 5 characters'],
      ['color', 'Property color is not in defined shape'],
    ]);
  });

  it('checks only what an update sends, and refuses fields that cannot be updated', () => {
    expect(validate(compileObject(item, 'update'), { tags: ['a'] }).ok).toBe(true);
    expect(validate(compileObject(item, 'update'), { owner: 'me' }).errors.map((e) => [e.field, e.message])).toEqual([['owner', 'Cannot be changed']]);
  });
});

describe('the form-data encoding', () => {
  it('sends null as the marker and booleans as 1 or 0, and reads nested values back', () => {
    expect([encodeFormValue(null), encodeFormValue(true), encodeFormValue(false), encodeFormValue(['a'])]).toEqual([NULL_MARKER, '1', '0', '["a"]']);
    expect(decodeFormFields({ a: NULL_MARKER, b: '1', c: '{"x":1}', d: '[oops' })).toEqual({ a: null, b: '1', c: { x: 1 }, d: '[oops' });
  });
});
