import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { formatDate } from '../messages/format.js';
import { invalid, isBlank, report, type Problem } from './issue.js';

/** Bounds are inclusive so that a value clamped to its bound is valid; the words are the spec's. */
export interface NumberRules {
  readonly min?: number;
  readonly max?: number;
  /** Values must be min (or 0) plus a whole number of steps. */
  readonly step?: number;
  readonly integer?: boolean;
}

const isMultiple = (value: number, base: number, step: number): boolean => {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

/**
 * The N of a refused value's words ('Must be greater than N' is strict, our bounds inclusive): one
 * beyond the bound (an index refuses -1 with 'Must be greater than -1'), or, for a value closer to
 * the bound than that, the first decimal place that still lies between the two (1.5 where at most 1
 * is allowed: 'Must be less than 1.1'). So the value is refused with words true of it, and every
 * accepted value lies on the other side of N (ADR 0006).
 */
function beyond(bound: number, value: number): number {
  const gap = Math.abs(value - bound);
  const places = Math.min(100, Math.max(0, -Math.floor(Math.log10(gap))));
  const limit = Number((bound + Math.sign(value - bound) * 10 ** -places).toFixed(places));
  const distance = Math.abs(limit - bound);
  return distance > 0 && distance <= gap ? limit : value;
}

export function numberProblems(value: number, rules: NumberRules): Problem[] {
  const problems: Problem[] = [];
  if (rules.min !== undefined && value < rules.min) problems.push(invalid(GENERIC.mustBeGreaterThan(beyond(rules.min, value))));
  if (rules.max !== undefined && value > rules.max) problems.push(invalid(GENERIC.mustBeLessThan(beyond(rules.max, value))));
  const step = rules.integer && !rules.step ? 1 : rules.step;
  if (step && !isMultiple(value, rules.min ?? 0, step)) problems.push(invalid(GENERIC.mustBeEvenMultipleOf(step)));
  return problems;
}

/** The bounds as JSON Schema shows them (checks written as code do not show by themselves): inclusive, whole numbers as integers. */
function jsonSchemaBounds({ min, max, step, integer }: NumberRules): Record<string, unknown> {
  return {
    ...(integer ? { type: 'integer' } : {}),
    ...(min === undefined ? {} : { minimum: min }),
    ...(max === undefined ? {} : { maximum: max }),
    // Steps counted from a minimum off the grid of 0 have no JSON Schema keyword.
    ...(step !== undefined && isMultiple(min ?? 0, 0, step) ? { multipleOf: step } : {}),
  };
}

const numberBase = () => z.number({ error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) });

export function number(rules: NumberRules = {}) {
  return numberBase()
    .superRefine((value, ctx) => report(ctx, numberProblems(value, rules)))
    .meta(jsonSchemaBounds(rules));
}

/**
 * A whole number read from a query string (text, as `Number` reads it; blank is not valid), with
 * number()'s bounds and words. At most the largest safe integer, which every JSON number we send is.
 */
export const queryInteger = (rules: Omit<NumberRules, 'integer'> = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value),
    number({ max: Number.MAX_SAFE_INTEGER, ...rules, integer: true }),
  );

/** The spec's 'index' type: an integer from 0. */
export const index = () => number({ min: 0, integer: true });

export interface DateRules {
  /** Milliseconds; the value may not be earlier. */
  readonly after?: number;
  /** Milliseconds; the value may not be later. */
  readonly before?: number;
  readonly format?: (ms: number) => string;
}

export function dateProblems(value: number, rules: DateRules): Problem[] {
  const format = rules.format ?? ((ms: number) => formatDate(ms));
  const problems: Problem[] = [];
  if (rules.after !== undefined && value < rules.after) problems.push(invalid(GENERIC.mustBeLaterThan(format(rules.after))));
  if (rules.before !== undefined && value > rules.before) problems.push(invalid(GENERIC.mustBeBefore(format(rules.before))));
  return problems;
}

/** A date as milliseconds (the spec's schema date type). */
export function date(rules: DateRules = {}) {
  return numberBase().superRefine((value, ctx) => report(ctx, dateProblems(value, rules)));
}

export interface ListRules {
  /** 0 or absent means no bound (spec default schema values). */
  readonly min?: number;
  readonly max?: number;
}

export function listProblems(length: number, { min = 0, max = 0 }: ListRules): Problem[] {
  const problems: Problem[] = [];
  if (min > 0 && length < min) problems.push(invalid(GENERIC.needAtLeastItems(min)));
  if (max > 0 && length > max) problems.push(invalid(GENERIC.canOnlyHaveUpTo(max)));
  return problems;
}

export function list<T extends z.ZodType>(item: T, rules: ListRules = {}) {
  return z
    .array(item, { error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) })
    .superRefine((items, ctx) => report(ctx, listProblems(items.length, rules)));
}
