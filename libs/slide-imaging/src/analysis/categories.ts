import { OOI_CATEGORIES, type OoiCategory } from '@cytocampus/contracts';

// The categories themselves are part of the contract (spec part 3 section 3): libs/contracts/src/slides.ts.
export { OOI_CATEGORIES, type OoiCategory, type OoiCategoryKey } from '@cytocampus/contracts';

/** Finds a category by index, key, group type or display name (case and spacing ignored). */
export function findCategory(value: unknown): OoiCategory | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? OOI_CATEGORIES[value] : undefined;
  if (typeof value !== 'string') return undefined;
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (/^\d$/.test(wanted)) return OOI_CATEGORIES[Number(wanted)];
  return OOI_CATEGORIES.find((c) => [c.key, c.groupType, c.name].some((n) => n.toLowerCase().replace(/[\s_-]+/g, '') === wanted));
}
