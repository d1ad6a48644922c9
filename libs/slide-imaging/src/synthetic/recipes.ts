import type { ORGANISMS } from '@cytocampus/contracts';

/**
 * What a synthetic smear shows, by diagnosis (issue 29, ADR 0018): the layout draws a smear from a
 * recipe instead of drawing every finding on every slide. The results are the spec's result sets
 * (GYN, Urine, Thyroid) that the generator can draw.
 */
export const RECIPE_RESULTS = {
  GYN: ['UNSATISFACTORY', 'NILM', 'ASCUS', 'LSIL', 'ASCH', 'HSIL', 'SQUAMOUS', 'AGC', 'AIS'],
  Urine: ['NEGATIVE', 'ATYPICAL', 'SUSPICIOUS', 'HIGHGRADE'],
  Thyroid: ['CAT2', 'CAT5', 'CAT6'],
} as const;
export type Specimen = keyof typeof RECIPE_RESULTS;
export type RecipeResult<S extends Specimen = Specimen> = (typeof RECIPE_RESULTS)[S][number];
export type Organism = (typeof ORGANISMS)[number];

export interface CaseRecipeOptions {
  /** Organisms drawn as their own findings, whatever the result (GYN only). */
  organisms?: readonly Organism[];
  /** Endocervical (transformation zone) component; GYN default true, except UNSATISFACTORY. */
  endocervical?: boolean;
  /** Squamous cellularity relative to a satisfactory smear of the same size (1 = normal). */
  cellularity?: number;
  /** UNSATISFACTORY: why (scant cellularity, or more than three quarters obscured). */
  obscuredBy?: 'scant' | 'blood' | 'inflammation';
}

/** A recipe: the specimen and result it shows, with every option resolved. */
export interface CaseRecipe {
  specimen: Specimen;
  result: RecipeResult;
  organisms: readonly Organism[];
  endocervical: boolean;
  cellularity: number;
  obscuredBy: 'scant' | 'blood' | 'inflammation' | null;
}

/** The recipe of a case, checked: an unknown result for the specimen is a programming error. */
export function caseRecipe<S extends Specimen>(specimen: S, result: RecipeResult<S>, options: CaseRecipeOptions = {}): CaseRecipe {
  if (!(RECIPE_RESULTS[specimen] as readonly string[]).includes(result)) throw new RangeError(`no recipe for ${specimen} ${result}`);
  const gyn = specimen === 'GYN';
  const unsatisfactory = result === 'UNSATISFACTORY';
  const obscuredBy = unsatisfactory ? (options.obscuredBy ?? 'scant') : null;
  return {
    specimen,
    result,
    organisms: gyn ? [...(options.organisms ?? [])] : [],
    endocervical: gyn && (options.endocervical ?? !unsatisfactory),
    cellularity: options.cellularity ?? (obscuredBy === 'scant' ? 0.1 : 1),
    obscuredBy,
  };
}

/** One line saying what the smear shows (the TIFF description carries it). */
export function describeRecipe(r: CaseRecipe): string {
  const parts = [`${r.specimen} ${r.result}`];
  if (r.obscuredBy) parts.push(r.obscuredBy === 'scant' ? 'scant cellularity' : `obscured by ${r.obscuredBy}`);
  if (r.organisms.length > 0) parts.push(`organisms: ${r.organisms.join(', ')}`);
  if (r.specimen === 'GYN') parts.push(`endocervical component ${r.endocervical ? 'present' : 'absent'}`);
  if (r.cellularity !== 1 && r.obscuredBy !== 'scant') parts.push(`cellularity ${r.cellularity}`);
  return parts.join('; ');
}
