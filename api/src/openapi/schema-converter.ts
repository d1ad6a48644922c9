import type { StandardSchemaConverter } from '@nestjs/swagger';
import { jsonSchemaOf, type JsonSchema, type Schema } from '@cytocampus/schema';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Keywords holding a map of named schemas, and keywords holding data (never schemas). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const DATA = new Set(['default', 'examples', 'enum']);

/** Swagger writes a single value as `enum: [v]` rather than `const`: so does this, so both ways into the document read alike. */
function constAsEnum(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(constAsEnum);
  if (!isJson(schema)) return schema;
  const entries = Object.entries(schema).map(([key, child]) => {
    if (key === 'const') return ['enum', [child]];
    if (DATA.has(key)) return [key, child];
    if (SCHEMA_MAPS.has(key) && isJson(child)) return [key, Object.fromEntries(Object.entries(child).map(([name, s]) => [name, constAsEnum(s)]))];
    return [key, constAsEnum(child)];
  });
  return Object.fromEntries(entries);
}

const isOurSchema = (schema: unknown): schema is Schema => (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor === 'zod';

/** The OpenAPI 3.1 schema of a request (`input`) or an answer (`output`). */
export const openApiSchemaOf = (schema: Schema, io: 'input' | 'output'): JsonSchema => constAsEnum(jsonSchemaOf(schema, io)) as JsonSchema;

/**
 * How the document builder turns the schemas that `@Body({schema})`, `@Query({schema})` and
 * `@Answers` register into OpenAPI: ours, so that every schema of the document is converted alike.
 */
export const schemaConverter: StandardSchemaConverter = (schema, { schemaType }) =>
  isOurSchema(schema) ? { schema: openApiSchemaOf(schema, schemaType) } : undefined;
