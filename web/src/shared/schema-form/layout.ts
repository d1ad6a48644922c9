import type { FieldDefinition, ObjectDefinition } from '@cytocampus/schema';

export interface FormSection {
  title: string;
  keys: string[];
}

/** Where top-level fields without a section go (ours: ADR 0013). */
export const DEFAULT_SECTION = 'Details';

/**
 * The form's sections in the definition's order (`sections`, then any other section a field
 * names); fields without a section form a 'Details' section, first unless the definition places
 * it. Empty sections are left out.
 */
export function formSections(definition: ObjectDefinition): FormSection[] {
  const named = definition.sections ?? [];
  const order = named.includes(DEFAULT_SECTION) ? named : [DEFAULT_SECTION, ...named];
  const byTitle = new Map<string, string[]>(order.map((title) => [title, []]));
  for (const [key, field] of Object.entries(definition.fields)) {
    const title = field.display?.section ?? DEFAULT_SECTION;
    if (!byTitle.has(title)) byTitle.set(title, []);
    byTitle.get(title)!.push(key);
  }
  return [...byTitle].filter(([, keys]) => keys.length > 0).map(([title, keys]) => ({ title, keys }));
}

/** Fields that take a whole row: long texts, lists, groups, files and JSON. */
export function isWide(def: FieldDefinition): boolean {
  const widget = def.display?.widget;
  if (widget === 'textarea' || widget === 'richtext' || widget === 'tags') return true;
  return ['array', 'object', 'tuple', 'file', 'image', 'any'].includes(def.type);
}

/** Consecutive short fields share rows of two; wide ones stand alone. */
export function layoutRuns(keys: readonly string[], fields: ObjectDefinition['fields']): { wide: boolean; keys: string[] }[] {
  const runs: { wide: boolean; keys: string[] }[] = [];
  for (const key of keys) {
    const field = fields[key];
    if (!field) continue;
    const wide = isWide(field);
    const last = runs.at(-1);
    if (last && !wide && !last.wide) last.keys.push(key);
    else runs.push({ wide, keys: [key] });
  }
  return runs;
}
