/**
 * The five object-of-interest categories of the spec (part 3, section 3), in index order. `groupType`
 * is how analysis files name them (1.0.7 and later; 1.0.0 uses the index).
 */
export const OOI_CATEGORIES = [
  { idx: 0, key: 'area', name: 'Area (Diagnostic Cells)', groupType: 'Area' },
  { idx: 1, key: 'ciod', name: 'CIOD', groupType: 'CIOD' },
  { idx: 2, key: 'ncratio', name: 'NCRatio (Background)', groupType: 'NCRatio' },
  { idx: 3, key: 'clusters', name: 'Clusters (Endocervical Component / Clusters)', groupType: 'Clusters' },
  { idx: 4, key: 'infection', name: 'Infection (Infections)', groupType: 'Infection' },
] as const;

export type OoiCategory = (typeof OOI_CATEGORIES)[number];
export type OoiCategoryKey = OoiCategory['key'];

/** Finds a category by index, key, group type or display name (case and spacing ignored). */
export function findCategory(value: unknown): OoiCategory | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? OOI_CATEGORIES[value] : undefined;
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (/^\d$/.test(wanted)) return OOI_CATEGORIES[Number(wanted)];
  return OOI_CATEGORIES.find((c) => [c.key, c.groupType, c.name].some((n) => n.toLowerCase().replace(/[\s_-]+/g, '') === wanted));
}
