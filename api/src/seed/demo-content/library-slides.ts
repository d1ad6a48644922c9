import { caseRecipe, type CaseRecipe, type Specimen } from '@cytocampus/slide-imaging';
import { libraryIds, type DemoItem } from './demo-ids.js';
import { GYN_COURSE_CASES, GYN_LIBRARY_CASES, NON_GYN_CASES, type LibraryCase } from './library-cases.js';

/** Today's course slides: 8,192 × 5,120 px (course-items.ts). */
export const COURSE_SLIDE_SIZE = { width: 8192, height: 5120 } as const;
/** The rest of the library: 4,096 × 4,096 px, about a third of a course slide's pixels, so the whole library is ready in minutes. */
export const LIBRARY_SLIDE_SIZE = { width: 4096, height: 4096 } as const;

/** A demo slide the seed gives an image: its ids, the generator's seed and size, and what its smear shows. */
export interface DemoSlide {
  id: string;
  itemId: string;
  imageUpload: string;
  analysisUpload: string;
  seed: number;
  accession: string;
  size: { width: number; height: number };
  recipe: CaseRecipe;
}

/**
 * The spec offers slides the solution types GYN, Other Non-GYN and none only (the Urine and Thyroid
 * result sets exist, but no slide can carry them): a urine or thyroid case is reported in the
 * Other Non-GYN set, its notes naming the Paris or Bethesda thyroid category.
 */
export const OTHER_NON_GYN_RESULT: Record<string, string> = {
  NEGATIVE: 'NEGATIVE',
  ATYPICAL: 'ATYPICAL',
  SUSPICIOUS: 'SUSPICIOUS',
  HIGHGRADE: 'POSITIVE',
  CAT2: 'NEGATIVE',
  CAT5: 'SUSPICIOUS',
  CAT6: 'POSITIVE',
};

const recipeOf = (c: LibraryCase): CaseRecipe => caseRecipe<Specimen>(c.specimen, c.result, c.options);

/** "man, haematuria …" → ["man", "haematuria …"]: non-GYN histories start with the patient's sex. */
const sexAndHistory = (history: string): [string, string] => {
  const [sex = '', ...rest] = history.split(', ');
  return [sex, rest.join(', ')];
};

function identity(c: LibraryCase): { name: string; description: string; tags: string[] } {
  if (c.specimen === 'GYN')
    return {
      name: `Cervical ThinPrep ${c.n}: ${c.age}-year-old`,
      description: `Liquid-based cervical specimen, ${c.age}-year-old woman, ${c.history}.`,
      tags: ['gyn', 'thinprep', 'library'],
    };
  const [sex, history] = sexAndHistory(c.history);
  if (c.specimen === 'Urine')
    return {
      name: `Voided urine: ${c.age}-year-old ${sex}`,
      description: `Voided urine, liquid-based, ${c.age}-year-old ${sex}, ${history}.`,
      tags: ['non-gyn', 'urine', 'paris', 'library'],
    };
  return {
    name: `Thyroid FNA: ${c.age}-year-old ${sex}`,
    description: `Fine-needle aspiration of a thyroid nodule, ${c.age}-year-old ${sex}, ${history}.`,
    tags: ['non-gyn', 'thyroid', 'library'],
  };
}

/** The reference result as a slide stores it: GYN results as they are, urine and thyroid ones in the Other Non-GYN set. */
export const referenceResult = (c: LibraryCase): string => (c.specimen === 'GYN' ? c.result : OTHER_NON_GYN_RESULT[c.result]!);

function solutionOf(c: LibraryCase, recipe: CaseRecipe): Record<string, unknown> {
  const objects = Object.keys(c.notes);
  const common = { result: referenceResult(c), objects, objectText: c.notes, reason: c.reason };
  if (c.specimen !== 'GYN') return { type: 'Other Non-GYN', ...common, organisms: [] };
  return { type: 'GYN', ...common, organisms: [...recipe.organisms], endoCells: recipe.endocervical ? 'Present' : 'Absent' };
}

export function librarySlideItem(c: LibraryCase): DemoItem {
  const { id, itemId } = libraryIds(c.n);
  return {
    type: 'slide',
    id,
    itemId,
    fields: {
      ...identity(c),
      accession: c.accession,
      cellCount: 0,
      patient: { name: `Synthetic patient ${c.n}`, dob: '', lmp: '' },
      solution: solutionOf(c, recipeOf(c)),
    },
  };
}

const demoSlide = (c: LibraryCase, size: DemoSlide['size']): DemoSlide => ({
  ...libraryIds(c.n),
  seed: 100 + c.n,
  accession: c.accession,
  size,
  recipe: recipeOf(c),
});

export const LIBRARY_CASES: readonly LibraryCase[] = [...GYN_COURSE_CASES, ...GYN_LIBRARY_CASES, ...NON_GYN_CASES];
/** The GYN slide tests' new slides keep the course size; every other library slide is smaller. */
export const LIBRARY_SLIDES: readonly DemoSlide[] = LIBRARY_CASES.map((c) =>
  demoSlide(c, GYN_COURSE_CASES.includes(c) ? COURSE_SLIDE_SIZE : LIBRARY_SLIDE_SIZE),
);
export const caseNumbered = (n: number): LibraryCase => LIBRARY_CASES.find((c) => c.n === n)!;
