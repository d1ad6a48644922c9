import { z } from 'zod';
import { NOT_VALID } from '../messages/generic.js';
import { date, index, list, number } from '../fields/bounds.js';
import { bool, url, uuid } from '../fields/formats.js';
import { invalid, report } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { TAG_NEEDS_ALPHANUMERIC } from '../fields/content.js';
import { maxOr, text } from '../fields/text.js';
import { FREE_TEXT_MAX_LENGTH } from '../forms/limits.js';
import { map } from '../fields/map.js';
import { anyValue, fileRef } from './compile-parts.js';
import type { FieldDefinition, ObjectDefinition } from './types.js';

/** Raised for a definition of a type the compiler does not know (spec part 1 section 8). */
export const UNKNOWN_TYPE_MESSAGE = 'No schema field found for type';
/** A field that may only be set on creation (ours; docs/adr/0011-content-framework.md). */
export const CANNOT_UPDATE_MESSAGE = 'Cannot be changed';

/** The value an optional field takes when absent (spec: string and array bounds 0, bool false). */
export function emptyValue(def: FieldDefinition): unknown {
  if (def.defaultValue !== undefined) return def.defaultValue;
  switch (def.type) {
    case 'bool':
      return false;
    case 'string':
    case 'url':
      return '';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(def.fields).map(([key, field]) => [key, emptyValue(field)]));
    default:
      return null;
  }
}

function required(def: FieldDefinition): z.ZodType {
  switch (def.type) {
    case 'any':
      // Opaque to the generic form, yet bounded: a map when it gives `values`, else ANY_JSON_MAX_LENGTH of JSON.
      return def.values ? map(compileField(def.values), def.maxKeys) : anyValue();
    case 'bool':
      return bool();
    case 'string': {
      // Every string is bounded: a field that declares no maximum gets the single-line one (ADR 0006).
      const base = text({
        required: def.required === true,
        min: def.min,
        max: maxOr(def.max, FREE_TEXT_MAX_LENGTH),
        trim: def.trim,
        ...(def.pattern ? { pattern: new RegExp(def.pattern), patternMessage: def.patternMessage } : {}),
      });
      const checked = def.alphanumeric
        ? base.superRefine((value, ctx) => {
            if (value !== '' && !/[\p{L}\p{N}]/u.test(value)) report(ctx, [invalid(TAG_NEEDS_ALPHANUMERIC)]);
          })
        : base;
      // Cleaned before the checks, so a pattern of lower-case letters accepts 'GYN' as 'gyn' and an
      // accession ' ab-123 45 ' is checked as 'AB12345'.
      const strip = def.strip === undefined ? null : new RegExp(def.strip, 'g');
      const clean = (v: string) => {
        const stripped = strip ? v.replace(strip, '') : v;
        return def.lowercase ? stripped.toLowerCase() : def.uppercase ? stripped.toUpperCase() : stripped;
      };
      return def.lowercase || def.uppercase || strip ? z.preprocess((v) => (typeof v === 'string' ? clean(v) : v), checked) : checked;
    }
    case 'uuid':
      return uuid({ required: def.required === true });
    case 'url':
      return url({ required: def.required === true, max: def.max });
    case 'number':
      return number(def);
    case 'index':
      return def.max === undefined ? index() : number({ min: 0, max: def.max, integer: true });
    case 'date':
      return date(def);
    case 'option':
      return option(def.options.map((o) => o.value));
    case 'array':
      return list(compileField(def.item), def);
    case 'tuple':
      return z.tuple(def.items.map(compileField) as [z.ZodType, ...z.ZodType[]], { error: NOT_VALID });
    case 'object':
      return compileObject(def, 'create');
    case 'file':
    case 'image':
      return fileRef(def);
    default:
      throw new Error(UNKNOWN_TYPE_MESSAGE);
  }
}

/** A field's zod schema: required fields refuse blanks; optional ones take their empty value. */
export function compileField(def: FieldDefinition): z.ZodType {
  const schema = required(def);
  if (def.required) return schema;
  return z.preprocess((value) => (value === undefined || value === null ? emptyValue(def) : value), schema.nullable());
}

/**
 * An object definition as a strict zod object. 'create' checks the whole item; 'update' only the
 * fields sent, and refuses fields that cannot be updated.
 */
export function compileObject(def: ObjectDefinition, mode: 'create' | 'update'): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (mode === 'create') shape[key] = compileField(field);
    else if (field.canUpdate === false) shape[key] = z.never({ error: CANNOT_UPDATE_MESSAGE }).optional();
    else shape[key] = compileField(field).optional();
  }
  const object = z.strictObject(shape);
  return def.jsonSchema ? object.meta(def.jsonSchema) : object;
}
