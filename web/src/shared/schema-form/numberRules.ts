import { clampNumber, type FieldDefinition } from '@cytocampus/schema';

export interface NumberRules {
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
}

type NumberDefinition = Extract<FieldDefinition, { type: 'number' | 'index' }>;

/** The bounds of a number field; an index is a whole number from 0 (spec part 1 section 3). */
export function numberRulesOf(def: NumberDefinition): NumberRules {
  if (def.type === 'index') return { min: 0, max: def.max, integer: true };
  return { min: def.min, max: def.max, step: def.step, integer: def.integer };
}

const tidy = (value: number): number => Number(value.toFixed(10));

/**
 * The value after one step button: the next multiple of the step (counted from the minimum, as
 * the schema checks it) up or down, clamped to the bounds. A blank field starts at the minimum or 0.
 */
export function stepNumber(value: number | null, direction: 1 | -1, rules: NumberRules): number {
  const step = rules.step ?? 1;
  const base = rules.min ?? 0;
  if (value === null) return clampNumber(base, rules);
  const steps = (value - base) / step;
  const n = direction > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return clampNumber(tidy(base + n * step), rules);
}

/** Whether a step button can still move the value (disabled at the bound). */
export function canStep(value: number | null, direction: 1 | -1, { min, max }: NumberRules): boolean {
  if (value === null) return true;
  return direction > 0 ? max === undefined || value < max : min === undefined || value > min;
}

/** What a typed value becomes when the field is left: a number within the bounds, or null when blank. */
export function settleNumber(input: number | string | null, rules: NumberRules): number | null {
  if (input === null || input === '') return null;
  const value = typeof input === 'number' ? input : Number(input);
  if (!Number.isFinite(value)) return null;
  return clampNumber(rules.integer ? Math.round(value) : value, rules);
}
