import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import {
  bool,
  date,
  index,
  jsonSchemaOf,
  list,
  number,
  option,
  optionalOption,
  queryInteger,
  text,
  url,
  URL_PATTERN_MESSAGE,
  uuid,
  validate,
} from '../index.js';

const messages = (schema: z.ZodType, input: unknown): string[] => validate(schema, input).errors.map((e) => e.message);
const value = (schema: z.ZodType, input: unknown): unknown => {
  const result = validate(schema, input);
  return result.ok ? result.value : result.errors;
};

describe('text', () => {
  it('refuses blank when required, with the given or the generic text', () => {
    expect(messages(text({ required: true }), '   ')).toEqual(['Required']);
    expect(messages(text({ required: 'Lab Name is required.' }), undefined)).toEqual(['Lab Name is required.']);
    expect(value(text(), '  ')).toBe('');
  });

  it('checks length and pattern with the generic messages', () => {
    expect(messages(text({ min: 4 }), 'abc')).toEqual(['Must be at least 4 characters']);
    expect(messages(text({ max: 12 }), 'abcdefghijklmno')).toEqual(['Too long by 3 characters']);
    expect(messages(text({ pattern: /^\d+$/ }), 'x1')).toEqual(['Does not match pattern ^\\d+$']);
    expect(value(text({ min: 4, max: 12, pattern: /^\w+$/ }), ' abcd ')).toBe('abcd');
  });

  it('reads min and max 0 as no bound', () => {
    expect(value(text({ min: 0, max: 0 }), 'a'.repeat(500))).toHaveLength(500);
  });

  it('keeps white space when told not to trim', () => {
    expect(value(text({ trim: false }), ' pw ')).toBe(' pw ');
  });

  it('refuses a value that is not a string', () => {
    expect(messages(text(), 12)).toEqual(['Value is not valid']);
  });
});

describe('option', () => {
  const colours = option(['red', 'blue']);
  it('must equal one of the options', () => {
    expect(value(colours, 'red')).toBe('red');
    expect(messages(colours, 'green')).toEqual(['Must be selected']);
    expect(validate(colours, undefined).errors).toEqual([{ field: null, message: 'Must be selected', code: 1 }]);
    expect(messages(option(['a'], { required: 'Country is required.' }), '')).toEqual(['Country is required.']);
    expect(messages(option([40, 20, 10]), '40')).toEqual(['Must be selected']);
  });

  it('may be cleared with an empty string when optional', () => {
    expect(value(optionalOption(['Mr', 'Dr']), '')).toBe('');
    expect(messages(optionalOption(['Mr', 'Dr']), 'Sir')).toEqual(['Must be selected']);
  });
});

describe('number, index and date', () => {
  it('checks inclusive bounds and steps with the generic messages', () => {
    const percent = number({ min: 0, max: 100, step: 5 });
    expect(messages(percent, -5)).toEqual(['Must be greater than -1']);
    expect(messages(percent, 105)).toEqual(['Must be less than 101']);
    expect(messages(percent, 12)).toEqual(['Must be an even multiple of 5']);
    expect(value(percent, 0)).toBe(0);
    expect(value(percent, 100)).toBe(100);
    expect(value(number({ step: 0.1 }), 0.3)).toBe(0.3);
    expect(messages(number(), 'x')).toEqual(['Value is not valid']);
    expect(messages(number(), undefined)).toEqual(['Required']);
  });

  it('takes integers from 0 as an index', () => {
    expect(value(index(), 3)).toBe(3);
    expect(messages(index(), -1)).toEqual(['Must be greater than -1']);
    expect(messages(index(), 1.5)).toEqual(['Must be an even multiple of 1']);
  });

  it('names in its words a number that is refused, and true of every value accepted (bounds are inclusive, the words strict)', () => {
    const seconds = number({ min: 0, max: 3600 });
    expect([messages(seconds, -1), messages(seconds, -0.5), messages(seconds, -0.04), messages(seconds, -250)]).toEqual([
      ['Must be greater than -1'],
      ['Must be greater than -0.1'],
      ['Must be greater than -0.01'],
      ['Must be greater than -1'],
    ]);
    expect([value(seconds, 0), value(seconds, 3600)]).toEqual([0, 3600]);
    const fraction = number({ min: 0.25, max: 1 });
    expect([messages(fraction, 1.5), messages(fraction, 1.05), messages(fraction, 2), messages(fraction, 0.2)]).toEqual([
      ['Must be less than 1.1'],
      ['Must be less than 1.01'],
      ['Must be less than 2'],
      ['Must be greater than 0.24'],
    ]);
    // The largest bounds still name a number beyond them; a value closer than any decimal place names itself.
    expect(messages(number({ max: 8.64e15, integer: true }), 8.64e15 + 2)).toEqual(['Must be less than 8640000000000001']);
    expect(messages(number({ min: 0 }), -5e-324)).toEqual(['Must be greater than -5e-324']);
  });

  it('shows its bounds in JSON Schema: inclusive, whole numbers as integers, steps as multiples', () => {
    expect(jsonSchemaOf(number({ min: 0, max: 10, integer: true }), 'input')).toEqual({ type: 'integer', minimum: 0, maximum: 10 });
    expect(jsonSchemaOf(number({ min: 0, max: 100, step: 5 }).nullable(), 'input')).toEqual({
      anyOf: [{ type: 'number', minimum: 0, maximum: 100, multipleOf: 5 }, { type: 'null' }],
    });
    expect(jsonSchemaOf(number({ min: 1, step: 2 }), 'input')).toEqual({ type: 'number', minimum: 1 });
  });

  it('reads whole numbers from query-string text with the same bounds and words', () => {
    const page = queryInteger({ min: 1, max: 1000 });
    expect([value(page, '3'), value(page, 7)]).toEqual([3, 7]);
    expect([messages(page, '0'), messages(page, '1001'), messages(page, '1.5'), messages(page, ''), messages(page, 'two')]).toEqual([
      ['Must be greater than 0'],
      ['Must be less than 1001'],
      ['Must be an even multiple of 1'],
      ['Value is not valid'],
      ['Value is not valid'],
    ]);
    expect(messages(queryInteger(), '9007199254740993')).toEqual(['Must be less than 9007199254740992']);
    expect(jsonSchemaOf(page, 'input')).toEqual({ type: 'integer', minimum: 1, maximum: 1000 });
  });

  it('checks date bounds and names them MM/DD/YYYY', () => {
    const after = Date.UTC(2026, 0, 1);
    const before = Date.UTC(2026, 11, 31);
    const window = date({ after, before });
    expect(messages(window, after - 1)).toEqual(['Must be later than 01/01/2026']);
    expect(messages(window, before + 1)).toEqual(['Must be before 12/31/2026']);
    expect(value(window, after)).toBe(after);
    expect(messages(date({ before, format: () => 'new year' }), before + 1)).toEqual(['Must be before new year']);
  });
});

describe('list', () => {
  it('checks the item count with the generic messages', () => {
    const tags = list(text({ required: true }), { min: 1, max: 2 });
    expect(messages(tags, [])).toEqual(['Need at least 1 items']);
    expect(messages(tags, ['a', 'b', 'c'])).toEqual(['Can only have up to 2 items']);
    expect(validate(tags, ['a', '']).errors).toEqual([{ field: '1', message: 'Required', code: 1 }]);
    expect(value(list(text()), [])).toEqual([]);
  });
});

describe('uuid, url and bool', () => {
  it('accepts only version 4 UUIDs', () => {
    expect(value(uuid(), '3f2b8c1e-9d4a-4b7e-8a21-0c5d6e7f8a9b')).toBe('3f2b8c1e-9d4a-4b7e-8a21-0c5d6e7f8a9b');
    expect(messages(uuid(), '3f2b8c1e-9d4a-1b7e-8a21-0c5d6e7f8a9b')[0]).toMatch(/^Does not match pattern /);
    expect(messages(uuid(), 'zz')).toHaveLength(1);
  });

  it('accepts http and https addresses without white space', () => {
    expect(URL_PATTERN_MESSAGE).toBe('Does not match pattern ^https?://\\S+$');
    for (const address of ['https://example.org/a', 'http://video.test/1?t=20#x', 'HTTPS://EXAMPLE.ORG']) expect(value(url(), address)).toBe(address);
    expect(messages(url(), 'https://example.org/a b')).toEqual([URL_PATTERN_MESSAGE]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/a',
    '/relative/page',
    '//example.org/protocol-relative',
    'example.org',
    ' https://x.test',
    'https://x.test ',
    'https://',
    'https://[',
  ])('refuses %j with the pattern message', (address) => {
    expect(messages(url(), address)).toEqual([URL_PATTERN_MESSAGE]);
  });

  it('reads a blank address as empty and bounds the length', () => {
    expect(value(url(), '   ')).toBe('');
    expect(messages(url({ required: true }), ' ')).toEqual(['Required']);
    const long = `https://x.test/${'a'.repeat(2048 - 15)}`;
    expect(value(url(), long)).toBe(long);
    expect(messages(url(), `${long}b`)).toEqual(['Too long by 1 characters']);
    expect(messages(url({ max: 20 }), 'https://example.org/abc')).toEqual(['Too long by 3 characters']);
  });

  it('reads form-data 1 and 0 as booleans', () => {
    expect([value(bool(), 1), value(bool(), '0'), value(bool(), true)]).toEqual([true, false, true]);
    expect(messages(bool(), 'yes')).toEqual(['Value is not valid']);
  });
});
