import { describe, expect, it } from '@jest/globals';
import { INPUT_MESSAGES, MAX_INPUT_DEPTH, findUnsafeInput } from './unsafe-input.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let n = 0; n < depth; n++) value = { a: value };
  return value;
};

describe('findUnsafeInput', () => {
  it.each([
    ['NUL', { lab: 'a\u0000b' }, 'lab'],
    ['a lone high surrogate', { bio: { firstName: 'x\ud800' } }, 'bio.firstName'],
    ['a lone low surrogate', ['ok', '\udc00x'], '1'],
    ['a reversed pair', { name: '\udc00\ud800' }, 'name'],
    ['an escape character', { tags: ['gyn', 'a\u001bb'] }, 'tags.1'],
    ['DEL', { name: 'a\u007f' }, 'name'],
    ['a control character in a key', { ['k\u0001']: 1 }, 'k\u0001'],
  ])('refuses %s and says where', (_, input, field) => {
    expect(findUnsafeInput(input)).toEqual({ field, message: INPUT_MESSAGES.unsafeCharacter, code: 2 });
  });

  it('names the root it is given', () => {
    expect(findUnsafeInput({ search: '\u0000' }, 'query')?.field).toBe('query.search');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the reserved key %s', (key) => {
    const input = JSON.parse(`{"solution": {"${key}": {"admin": true}}}`) as unknown;
    expect(findUnsafeInput(input)).toEqual({ field: `solution.${key}`, message: `Property ${key} is not in defined shape`, code: 2 });
  });

  it('takes every text a person can type: tabs, line breaks, emoji, any script', () => {
    expect(findUnsafeInput({ notes: 'Koilocytes\tHSIL\r\nline 2 😀 – 細胞診 العربية', n: 1, ok: true, none: null, list: [[1], { a: [] }] })).toBeNull();
  });

  it('refuses nesting beyond the limit without overflowing the stack, and allows it up to the limit', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ message: INPUT_MESSAGES.tooDeep });
    expect(findUnsafeInput(nested(100_000))).toMatchObject({ message: INPUT_MESSAGES.tooDeep });
  });
});
