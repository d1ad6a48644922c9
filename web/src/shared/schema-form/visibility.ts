import type { FieldDefinition } from '@cytocampus/schema';

const same = (a: unknown, b: unknown): boolean => Object.is(a, b) || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * Whether the form shows a field: never with the 'hidden' widget; with `display.when`, only
 * while the named sibling (a field of the same object) holds the given value.
 */
export function isShown(def: FieldDefinition, siblings: Readonly<Record<string, unknown>>): boolean {
  if (def.display?.widget === 'hidden') return false;
  const when = def.display?.when;
  return when === undefined || same(siblings[when.field], when.equals);
}

/** A field's label: its description, else its key in words ('paceProgramNumber' → 'Pace program number'). */
export function fieldLabel(key: string, def: FieldDefinition): string {
  if (def.desc) return def.desc;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What one entry of a list is called: the entry's description, else the list's label in the singular ('Pages' → 'Page'). */
export function entryName(item: FieldDefinition, listLabel: string): string {
  if (item.desc) return item.desc;
  if (/[^s]s$/.test(listLabel)) return listLabel.slice(0, -1);
  return listLabel;
}
