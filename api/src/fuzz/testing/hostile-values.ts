/**
 * The catalogue of hostile input of the API fuzz suite (issue 9, ADR 0019): texts for body fields,
 * raw path segments, raw query values, wrong types and malformed bodies.
 */

export interface Hostile<T = string> {
  label: string;
  value: T;
  /** The edge refuses it wherever it is sent (a character, a key, a depth, a body that is not an object; ADR 0019): only a 4xx may answer it. */
  refuse?: true;
}

/** A version 4 uuid that no fixture has: looks valid, names nothing. */
export const UNKNOWN_UUID = '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d';

const LONG = 'a'.repeat(100_000);

/** Text the edge check must refuse wherever it appears (ADR 0019): NUL, other C0 controls, DEL, lone surrogates. */
export const REFUSED_TEXT: Hostile[] = [
  { label: 'NUL', value: 'a\u0000b', refuse: true },
  { label: 'a lone high surrogate', value: 'x\ud800y', refuse: true },
  { label: 'a lone low surrogate', value: '\udc00', refuse: true },
  { label: 'ESC', value: 'a\u001bb', refuse: true },
  { label: 'BEL and backspace', value: '\u0007\u0008x', refuse: true },
  { label: 'DEL', value: 'a\u007fb', refuse: true },
];

/** Text every field must either take (and then show as sent, cleaned by its schema) or refuse with a 400. */
export const ODD_TEXT: Hostile[] = [
  { label: '100,000 characters', value: LONG },
  { label: 'a path traversal', value: '../../etc/passwd' },
  { label: 'an encoded path traversal', value: '..%2f..%2f' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'an unknown uuid', value: UNKNOWN_UUID },
  { label: 'an id with spaces', value: 'an id with spaces' },
  { label: 'broken percent-encoding', value: '%E0%A4%A' },
  { label: 'SQL and regular-expression characters', value: "x'); drop table users; -- .*+?^${}()|[]\\" },
  { label: 'HTML', value: '<img src=x onerror=alert(1)>' },
  { label: 'HTML entities of refused characters', value: 'a&#0;b&#x1b;c&#xd800;d' },
  { label: 'C1 controls', value: 'a\u0085\u009bb' },
  { label: 'line and paragraph separators, tab, line breaks', value: 'line 1\u2028line 2\u2029x\ty\r\nz' },
  { label: 'BOM, zero-width space, RTL override, noncharacters', value: '\ufeffa\u200bb\u202ec\ufffe\uffff' },
  { label: 'emoji and astral letters', value: 'Lab \u{1f600} \u{1d518}\u{1d52b}' },
  { label: 'blanks around', value: '  Padded Value  ' },
  { label: 'only blanks', value: '   ' },
  { label: 'empty', value: '' },
];

export const HOSTILE_TEXT: Hostile[] = [...REFUSED_TEXT, ...ODD_TEXT];

/**
 * The values sent to the secondary samples (the same schema as a primary one behind another route)
 * and where each accepted request costs an argon2 hash (registration, sign-in): what the issue
 * reported, plus the classics.
 */
export const ESSENTIAL_TEXT: Hostile[] = [
  ...REFUSED_TEXT.slice(0, 3),
  ...ODD_TEXT.filter((h) =>
    ['100,000 characters', 'a path traversal', '__proto__', 'HTML entities of refused characters', 'C1 controls', 'blanks around', 'empty'].includes(h.label),
  ),
];

/** JSON text put in a body as is (numbers JavaScript cannot write: beyond a double, more digits than it keeps, -0). */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0000raw:${this.text}\u0000`;
  }
}

/** JSON.stringify with the RawJson values written as their text. */
export const toJson = (value: unknown): string => JSON.stringify(value).replace(/"\\u0000raw:([^"\\]*)\\u0000"/g, '$1');

/** Bytes put inside a JSON string as they are (not UTF-8: see NOT_UTF8_BODIES). */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
  toJSON(): string {
    return `\u0000bytes:${this.bytes.toString('hex')}\u0000`;
  }
}

/** The body to send: JSON text, or bytes when a RawBytes value is in it. */
export function toBody(value: unknown): string | Buffer {
  const text = toJson(value);
  const parts = text.split(/\\u0000bytes:([0-9a-f]*)\\u0000/);
  if (parts.length === 1) return text;
  return Buffer.concat(parts.map((part, i) => (i % 2 === 1 ? Buffer.from(part, 'hex') : Buffer.from(part))));
}

/** Text that is not UTF-8, for string fields: decoding would turn it into U+FFFD (a silent change), so it must be refused. */
export const NOT_UTF8_TEXT: Hostile<unknown>[] = [
  { label: 'a lone surrogate as WTF-8 bytes', value: new RawBytes(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62])), refuse: true },
  { label: 'a byte that is never UTF-8', value: new RawBytes(Buffer.from([0x61, 0xff, 0x62])), refuse: true },
];

/** Numbers at the edges of what columns and doubles hold, for number fields. */
export const NUMBER_EDGES: Hostile<unknown>[] = [
  { label: '2^31 (beyond a PostgreSQL int)', value: 2147483700 },
  { label: '2^53 + 1 (beyond the safe integers)', value: new RawJson('9007199254740993') },
  { label: '1e21 (written in exponent form)', value: 1e21 },
  { label: '1e308', value: 1e308 },
  { label: '1e400 (beyond a double)', value: new RawJson('1e400') },
  { label: '-0', value: new RawJson('-0') },
  { label: 'the smallest double', value: 5e-324 },
  { label: 'a fraction', value: 0.5 },
];

/** Values of another type than the field's. */
export const WRONG_TYPES: Hostile<unknown>[] = [
  { label: 'a number', value: 42 },
  { label: 'a negative huge number', value: -1e308 },
  { label: 'an object', value: { a: 'b' } },
  { label: 'an array', value: ['a'] },
  { label: 'null', value: null },
  { label: 'a boolean', value: true },
];

/** A JSON text nested `depth` levels deep (built as text: no recursion on our side). */
export const nestedJson = (depth: number, leaf = '"x"'): string => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
export const nestedArrayJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Whole bodies of the wrong shape: sent raw (JSON text) to every write. Every body is an object (ADR 0019). */
export const MALFORMED_BODIES: Hostile[] = [
  { label: 'an array', value: '[1,"a",null]', refuse: true },
  { label: 'a number', value: '42', refuse: true },
  { label: 'a string', value: '"body"', refuse: true },
  { label: 'null', value: 'null', refuse: true },
  { label: 'true', value: 'true', refuse: true },
  { label: 'an empty object', value: '{}' },
  { label: 'objects 5,000 deep', value: nestedJson(5000), refuse: true },
  { label: 'arrays 5,000 deep', value: nestedArrayJson(5000), refuse: true },
  { label: 'a __proto__ key', value: '{"__proto__": {"admin": true}}', refuse: true },
  { label: 'constructor.prototype', value: '{"constructor": {"prototype": {"admin": true}}}', refuse: true },
  { label: 'a nested __proto__ key', value: '{"bio": {"__proto__": {"role": "super"}}}', refuse: true },
  { label: 'an escaped NUL key', value: '{"a\\u0000b": 1}', refuse: true },
  { label: 'an escaped lone surrogate', value: '{"name": "\\ud800"}', refuse: true },
  { label: 'malformed JSON', value: '{"name": ', refuse: true },
  { label: 'duplicate keys', value: '{"name": "first", "name": "second"}' },
];

/**
 * Bodies whose bytes are not UTF-8: a lone surrogate as some encoders write it (WTF-8/CESU-8), and
 * a byte that is never UTF-8. Decoding turns them into U+FFFD, a silent change of what was sent:
 * like a path that is not UTF-8 (ADR 0019), they must be refused.
 */
export const NOT_UTF8_BODIES: Hostile<Buffer>[] = [
  {
    label: 'a lone surrogate as WTF-8 bytes',
    value: Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('b"}')]),
    refuse: true,
  },
  { label: 'a byte that is never UTF-8', value: Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xff]), Buffer.from('b"}')]), refuse: true },
];

/** The malformed bodies the learner sends (the admin sends all). */
export const MALFORMED_SAMPLE: Hostile[] = MALFORMED_BODIES.filter((h) =>
  ['an array', 'objects 5,000 deep', 'a __proto__ key', 'an escaped NUL key', 'malformed JSON'].includes(h.label),
);

/** How a client puts a lone surrogate in a URL: its WTF-8 bytes, percent-encoded (never valid UTF-8). */
const wtf8 = (surrogate: number): string =>
  [0xe0 | (surrogate >> 12), 0x80 | ((surrogate >> 6) & 0x3f), 0x80 | (surrogate & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

/**
 * Path segments, raw: inserted into the URL exactly as written (percent-encoding included), so that
 * `../../etc/passwd` travels unencoded and `%E0%A4%A` stays broken. The longest stays under Node's
 * 16 KB header limit (the 100,000-character one has a test of its own: it never reaches the app).
 */
export const HOSTILE_PATH: Hostile[] = [
  { label: 'NUL', value: '%00', refuse: true },
  { label: 'a lone high surrogate', value: wtf8(0xd800), refuse: true },
  { label: 'a lone low surrogate', value: `x${wtf8(0xdc00)}`, refuse: true },
  { label: 'ESC', value: 'a%1Bb', refuse: true },
  { label: 'a line break', value: 'a%0Ab' },
  { label: 'a C1 control', value: '%C2%85' },
  { label: '10,000 characters', value: 'a'.repeat(10_000) },
  { label: 'a path traversal', value: '../../etc/passwd' },
  { label: 'an encoded path traversal', value: '..%2f..%2fetc%2fpasswd' },
  { label: 'encoded dots', value: '%2e%2e' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'an unknown uuid', value: UNKNOWN_UUID },
  { label: 'an upper-case uuid', value: UNKNOWN_UUID.toUpperCase() },
  { label: 'an id with spaces', value: 'an%20id%20with%20spaces' },
  { label: 'broken percent-encoding', value: '%E0%A4%A' },
  { label: 'a lone percent sign', value: '%' },
  { label: 'an overlong slash', value: '%C0%AF' },
  { label: 'a byte that is never UTF-8', value: '%FF' },
  { label: 'an encoded emoji', value: '%F0%9F%98%80' },
  { label: 'SQL and regular-expression characters', value: encodeURIComponent("1' or '1'='1 .*(") },
  { label: 'a negative number', value: '-1' },
  { label: 'more digits than a bigint', value: '9'.repeat(40) },
  { label: 'null', value: 'null' },
  { label: 'empty', value: '' },
];

/** The path values the learner sends (the admin sends all). */
export const PATH_SAMPLE: Hostile[] = HOSTILE_PATH.filter((h) =>
  [
    'NUL',
    'a lone high surrogate',
    '10,000 characters',
    'a path traversal',
    'an encoded path traversal',
    '__proto__',
    'an unknown uuid',
    'broken percent-encoding',
  ].includes(h.label),
);

/** Raw query values for a parameter; `{name}` stands for the parameter's name (the array and object forms need it). */
export const HOSTILE_QUERY: Hostile[] = [
  ...HOSTILE_PATH.filter((h) => !['a path traversal', 'an upper-case uuid', 'an overlong slash', 'a line break'].includes(h.label)).map((h) => ({
    ...h,
    value: `{name}=${h.value}`,
  })),
  { label: 'a path traversal', value: '{name}=../../etc/passwd' },
  { label: 'beyond the safe integers', value: '{name}=9007199254740993' },
  { label: 'a fraction', value: '{name}=1.5' },
  { label: 'Infinity', value: '{name}=Infinity' },
  { label: 'an array (brackets)', value: '{name}[]=a&{name}[]=b' },
  { label: 'an array (repeated)', value: '{name}=a&{name}=b' },
  { label: 'an object', value: '{name}[a]=b' },
  { label: 'a nested object', value: '{name}[a][b][c][d][e][f]=1' },
  { label: 'no value', value: '{name}' },
  { label: '__proto__ beside it', value: '{name}=1&__proto__[admin]=1' },
  { label: 'constructor.prototype beside it', value: '{name}=1&constructor[prototype][admin]=1' },
];

/** The few query values sent where the full set would add little: other callers, other routes. */
export const QUERY_SAMPLE: Hostile[] = HOSTILE_QUERY.filter((h) =>
  ['NUL', 'a lone high surrogate', 'a path traversal', 'an array (brackets)', '__proto__ beside it'].includes(h.label),
);

export const queryOf = (name: string, template: string): string => template.replaceAll('{name}', name);

// eslint-disable-next-line no-control-regex -- making control characters visible is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A short, readable preview of anything: control characters and lone surrogates as \uXXXX, long texts cut. */
export function preview(value: unknown, max = 160): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const cut = text.length > max ? text.slice(0, max) : text;
  const visible = cut.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > max ? `${visible}… (${text.length} chars)` : visible;
}
