import { GENERIC } from '../messages/generic.js';
import { invalid, messageOf, missing, type Problem } from './issue.js';

// The text rules as plain functions: no zod here, so a screen can check text without loading it (forms/sign-in.ts).

export interface TextRules {
  /** Blank is refused with this message (true: 'Required'); otherwise blank passes as ''. */
  readonly required?: boolean | string;
  /** Minimum length; 0 or absent means no bound (spec default schema values). */
  readonly min?: number;
  readonly minMessage?: string;
  /** Maximum length; 0 or absent means no bound. */
  readonly max?: number;
  readonly pattern?: RegExp;
  /** Replaces 'Does not match pattern P'. */
  readonly patternMessage?: string;
  /** Trim surrounding white space before the checks (default true). */
  readonly trim?: boolean;
}

/** A declared maximum, or the fallback where none (or the spec's 'no bound' 0) is declared. */
export const maxOr = (max: number | undefined, fallback: number): number => (max !== undefined && max > 0 ? max : fallback);

/** The problems of a text value, in rule order; a blank value stops at 'required'. */
export function textProblems(value: string, rules: TextRules): Problem[] {
  if (value === '') return rules.required ? [missing(messageOf(rules.required, GENERIC.required))] : [];
  const problems: Problem[] = [];
  const { min = 0, max = 0, pattern } = rules;
  if (min > 0 && value.length < min) problems.push(invalid(rules.minMessage ?? GENERIC.mustBeAtLeastCharacters(min)));
  if (max > 0 && value.length > max) problems.push(invalid(GENERIC.tooLongBy(value.length - max)));
  if (pattern && !pattern.test(value)) problems.push(invalid(rules.patternMessage ?? GENERIC.doesNotMatchPattern(pattern.source)));
  return problems;
}
