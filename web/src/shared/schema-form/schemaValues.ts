import { clampList, type FieldDefinition, type ObjectDefinition } from '@cytocampus/schema';

/** The values of a schema form: the item's fields, shaped by its definition. */
export type SchemaValues = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectValues(fields: ObjectDefinition['fields'], stored: Record<string, unknown> | undefined): SchemaValues {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, stored ? valueFor(field, stored[key]) : initialValue(field)]));
}

/**
 * What a field holds in a new item: its default value, else something an input can show (''
 * for texts, false, null for numbers, dates, options and files). Lists start with as many new
 * entries as their minimum, objects with every field, so each input is controlled from the start.
 */
export function initialValue(def: FieldDefinition): unknown {
  if (def.defaultValue !== undefined) return structuredClone(def.defaultValue);
  switch (def.type) {
    case 'bool':
      return false;
    case 'string':
    case 'url':
    case 'uuid':
      return '';
    case 'array':
      return clampList([], def, () => initialValue(def.item));
    case 'object':
      return objectValues(def.fields, undefined);
    case 'tuple':
      return def.items.map(initialValue);
    default:
      return null;
  }
}

/**
 * A stored value as the form holds it: missing parts take their initial value and keys the
 * definition does not know are left out (the server refuses them), at every depth.
 */
export function valueFor(def: FieldDefinition, stored: unknown): unknown {
  if (stored === undefined || stored === null) return initialValue(def);
  switch (def.type) {
    case 'object':
      return isRecord(stored) ? objectValues(def.fields, stored) : initialValue(def);
    case 'array':
      return Array.isArray(stored) ? stored.map((entry) => valueFor(def.item, entry)) : initialValue(def);
    case 'tuple':
      return Array.isArray(stored) ? def.items.map((item, index) => valueFor(item, stored[index])) : initialValue(def);
    default:
      return stored;
  }
}

/** The form values of an item (or of a new one when `stored` is absent). */
export function schemaValues(definition: ObjectDefinition, stored?: Readonly<Record<string, unknown>>): SchemaValues {
  return objectValues(definition.fields, stored);
}

/** The value at a dotted form path ('pages.0.title'). */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}
