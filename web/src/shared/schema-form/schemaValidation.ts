import type { FieldError } from '@cytocampus/contracts';
import { compileObject, validate, type FieldDefinition, type ObjectDefinition } from '@cytocampus/schema';
import { fieldLabel } from './visibility';
import { isRecord, type SchemaValues } from './schemaValues';

/** Rules across fields (a content type's `check`, e.g. checkQuiz), run once the fields are valid. */
export type CrossFieldCheck = (fields: Record<string, unknown>) => FieldError[];

const compiled = new WeakMap<ObjectDefinition, Partial<Record<'create' | 'update', ReturnType<typeof compileObject>>>>();

function schemaFor(definition: ObjectDefinition, mode: 'create' | 'update'): ReturnType<typeof compileObject> {
  const cache = compiled.get(definition) ?? {};
  compiled.set(definition, cache);
  return (cache[mode] ??= compileObject(definition, mode));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The top-level fields that differ from the saved item: what an update sends. */
export function schemaChanges(values: SchemaValues, saved: SchemaValues): SchemaValues {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(value, saved[key])));
}

/**
 * The errors of what would be sent, as the API checks it: a new item whole, an existing one by
 * its changes; then the rules across fields on the item as it will be.
 */
export function validateSchemaValues(
  definition: ObjectDefinition,
  values: SchemaValues,
  saved: SchemaValues,
  isNew: boolean,
  check?: CrossFieldCheck,
): FieldError[] {
  const sent = isNew ? values : schemaChanges(values, saved);
  const result = validate(schemaFor(definition, isNew ? 'create' : 'update'), sent);
  if (!result.ok) return result.errors;
  return check?.({ ...saved, ...(result.value as Record<string, unknown>) }) ?? [];
}

function describe(def: FieldDefinition, path: string, label: string, value: unknown, into: Record<string, string>): void {
  into[path] = label;
  if (def.type === 'object' && isRecord(value)) {
    for (const [key, field] of Object.entries(def.fields)) describe(field, `${path}.${key}`, fieldLabel(key, field), value[key], into);
  } else if (def.type === 'array' && Array.isArray(value) && def.display?.widget !== 'tags') {
    // A tags input is one control: its entries' errors stay on it.
    value.forEach((entry, index) => describe(def.item, `${path}.${index}`, def.item.desc ?? label, entry, into));
  } else if (def.type === 'tuple' && Array.isArray(value)) {
    def.items.forEach((item, index) => describe(item, `${path}.${index}`, item.desc ?? `${label} ${index + 1}`, value[index], into));
  }
}

/**
 * Every form path of these values with its label, so an error lands on the input that shows it
 * and reads 'description: message' ('Page title: Required').
 */
export function schemaDescriptions(definition: ObjectDefinition, values: SchemaValues): Record<string, string> {
  const into: Record<string, string> = {};
  for (const [key, field] of Object.entries(definition.fields)) describe(field, key, fieldLabel(key, field), values[key], into);
  return into;
}
