import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { parameterText, sqlLiteral } from './sql-literal.js';

/** node-postgres' own conversion (not in its type declarations): the reference for parameterText. */
const pgUtils = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;
const prepareValue = (value: unknown): unknown => pgUtils.prepareValue(value);

const values: unknown[] = [
  null,
  undefined,
  '',
  "it's",
  'back\\slash',
  "\\'",
  'line\nbreak\r\n\ttab',
  '😀 é ü 中文 \u2028 \u200f',
  0,
  -0,
  1.5,
  1e21,
  -1e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  9_223_372_036_854_775_807n,
  -9_223_372_036_854_775_808n,
  true,
  false,
  { quote: "'", backslash: '\\', nested: { list: [1, 'two', null] }, unicode: '\u0000 \u001f é' },
  ['a', 'b,c', '"q"', 'back\\slash', null, 'NULL', '{}', "'"],
  [
    [1, 2],
    [3, null],
  ],
  [],
  new Date(Date.UTC(2026, 10, 22, 10, 0, 0, 7)),
  new Date(Date.UTC(-1, 0, 1)),
];

describe('parameterText', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu'])('is the text node-postgres sends, in time zone %s', (tz) => {
    process.env.TZ = tz;
    for (const value of values) expect([value, parameterText(value)]).toEqual([value, prepareValue(value)]);
  });

  it('refuses what node-postgres would not send as text', () => {
    expect(() => parameterText(Buffer.from('x'))).toThrow(TypeError);
    expect(() => parameterText(new Uint8Array([1]))).toThrow(TypeError);
    expect(() => parameterText({ toPostgres: () => 'x' })).toThrow(TypeError);
    expect(() => parameterText(Symbol('s'))).toThrow(TypeError);
    expect(() => parameterText(() => 1)).toThrow(TypeError);
    expect(() => parameterText(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('sqlLiteral', () => {
  it('writes an E-string with quotes and backslashes doubled, nothing else changed', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral('')).toBe("E''");
    expect(sqlLiteral("it's")).toBe("E'it''s'");
    expect(sqlLiteral('a\\')).toBe("E'a\\\\'");
    expect(sqlLiteral("\\'; drop table users; --")).toBe("E'\\\\''; drop table users; --'");
    expect(sqlLiteral('line\nbreak')).toBe("E'line\nbreak'");
    expect(sqlLiteral(42)).toBe("E'42'");
    expect(sqlLiteral(true)).toBe("E'true'");
    expect(sqlLiteral({ a: "'" })).toBe(`E'{"a":"''"}'`);
  });

  it('refuses NUL, which no PostgreSQL text can hold', () => {
    expect(() => sqlLiteral('a\u0000b')).toThrow(RangeError);
  });
});
