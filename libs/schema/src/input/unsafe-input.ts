import { FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import { GENERIC } from '../messages/generic.js';

/** Deepest nesting a request body may have: our deepest schema (a quiz page's answers) needs 6. */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  unsafeCharacter: 'Contains a character that is not allowed (a control character or broken Unicode text).',
  tooDeep: `Nested deeper than ${MAX_INPUT_DEPTH} levels.`,
} as const;

/**
 * Characters no field takes: C0 controls other than tab, line feed and carriage return (NUL among
 * them, which PostgreSQL cannot store), DEL, and lone UTF-16 surrogates (no valid text has them;
 * they turn into U+FFFD or an error on their way to the database).
 */
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/; // eslint-disable-line no-control-regex -- control characters are what is refused

/** Keys that would reach an object's prototype when a body is merged into another object. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isUnsafeText = (text: string): boolean => UNSAFE.test(text);

const problem = (field: string | null, message: string): FieldError => ({ field, message, code: FORM_ERROR.invalid });
const join = (path: string | null, key: string): string => (path === null ? key : `${path}.${key}`);

/**
 * The first problem of a request's input (body, query or path parameters), checked before any schema
 * sees it: text that no field accepts, a reserved key, nesting beyond MAX_INPUT_DEPTH. Iterative, so
 * hostile nesting cannot overflow the stack here. `field` names where it is (`bio.firstName`, `id`).
 */
export function findUnsafeInput(input: unknown, root: string | null = null): FieldError | null {
  const pending: { value: unknown; path: string | null; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return problem(path, INPUT_MESSAGES.unsafeCharacter);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return problem(path, INPUT_MESSAGES.tooDeep);
    for (const [key, child] of Object.entries(value)) {
      const field = join(path, key);
      if (RESERVED_KEYS.has(key)) return problem(field, GENERIC.propertyNotInShape(key));
      if (isUnsafeText(key)) return problem(field, INPUT_MESSAGES.unsafeCharacter);
      pending.push({ value: child, path: field, depth: depth + 1 });
    }
  }
  return null;
}
