import { z } from 'zod';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses for its schemas) as plain data. */
export type JsonSchema = Record<string, unknown>;
/** Any schema of this library, for code that only passes schemas on (the API's document). */
export type Schema = z.ZodType;

type Override = { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema };

/** `.int()` bounds a number to the safe integers: true of every JSON number we send, noise in a document. */
function dropSafeIntegerBounds({ jsonSchema }: Override): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

const acceptsAbsence = (field: z.ZodType): boolean => {
  try {
    return field.safeParse(undefined).success;
  } catch {
    return false;
  }
};

/** A field whose preprocess fills in an absent value (the content fields' empty values) is optional to a sender, which zod cannot see. */
function optionalWhereAbsenceIsAccepted({ zodSchema, jsonSchema }: Override): void {
  if (!(zodSchema instanceof z.ZodObject) || !Array.isArray(jsonSchema.required)) return;
  const shape = zodSchema.shape as Record<string, z.ZodType | undefined>;
  const required = (jsonSchema.required as string[]).filter((key) => {
    const field = shape[key];
    return !(field && acceptsAbsence(field));
  });
  if (required.length > 0) jsonSchema.required = required;
  else delete jsonSchema.required;
}

/**
 * The JSON Schema of a schema: what a request may send (`input`: before defaults and clean-ups) or
 * what an answer holds (`output`). Checks written as code (refinements, custom values without a
 * declared `enum` or number bounds) are left out; a value the schema cleans before checking it (trimmed, lower-cased)
 * is shown in its clean form. Shared parts are written out in place: the API has no recursive shapes.
 */
export function jsonSchemaOf(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const override = (ctx: Override) => {
    dropSafeIntegerBounds(ctx);
    if (io === 'input') optionalWhereAbsenceIsAccepted(ctx);
  };
  const options = { io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline', cycles: 'ref', override } as const;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, options) as JsonSchema;
  return json;
}

/** What a schema answers once it has checked a value: for type-level proofs outside this library. */
export type SchemaOutput<S extends Schema> = z.output<S>;
