import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { MAP_KEY_MAX_LENGTH, MAP_MAX_KEYS } from '../forms/limits.js';
import { invalid, report } from './issue.js';
import { maxOr } from './text.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A map of id → value. Too many keys ('Can only have up to N items') or a key longer than an id
 * ('Value is not valid' on the map itself, so a huge key is not echoed back) stop before any value
 * is read; then each value answers at its own path (`objectText.a`).
 */
export function map<V extends z.ZodType>(values: V, maxKeys?: number) {
  const max = maxOr(maxKeys, MAP_MAX_KEYS);
  const keys = z
    .custom<Record<string, unknown>>(isPlainObject, { error: NOT_VALID })
    .meta({ type: 'object' })
    .superRefine((value, ctx) => {
      const names = Object.keys(value);
      if (names.length > max) report(ctx, [invalid(GENERIC.canOnlyHaveUpTo(max))]);
      else if (names.some((key) => key.length > MAP_KEY_MAX_LENGTH)) report(ctx, [invalid(NOT_VALID)]);
    });
  return keys.pipe(z.record(z.string(), values));
}
