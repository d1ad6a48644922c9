import { useMemo } from 'react';
import type { ObjectDefinition } from '@cytocampus/schema';
import { useDetailEditor, type DetailEditor, type DetailEditorOptions } from '../detail/useDetailEditor';
import { schemaDescriptions, validateSchemaValues, type CrossFieldCheck } from './schemaValidation';
import { schemaValues, type SchemaValues } from './schemaValues';

export interface SchemaEditorOptions<I> extends Omit<DetailEditorOptions<SchemaValues, I>, 'values' | 'valuesOf' | 'validate' | 'descriptions'> {
  definition: ObjectDefinition;
  /** The saved item's fields; undefined for a new item. Keep it the same object while the item is unchanged. */
  fields: Readonly<Record<string, unknown>> | undefined;
  /** The fields of an item the API answered (after a save). */
  fieldsOf: (item: I) => Readonly<Record<string, unknown>>;
  /** Rules across fields (CONTENT_TYPE_SCHEMAS[type].check). */
  check?: CrossFieldCheck;
}

/**
 * useDetailEditor for a schema-defined item: values shaped by the definition, validation with
 * the compiled schema (a new item whole, an existing one by its changes, as the API checks it),
 * and every field path labelled, so the first error reads 'description: message'.
 */
export function useSchemaEditor<I>({ definition, fields, fieldsOf, check, ...options }: SchemaEditorOptions<I>): DetailEditor<SchemaValues> {
  const values = useMemo(() => schemaValues(definition, fields), [definition, fields]);
  return useDetailEditor<SchemaValues, I>({
    ...options,
    values,
    valuesOf: (item) => schemaValues(definition, fieldsOf(item)),
    validate: (edited, saved) => validateSchemaValues(definition, edited, saved, options.isNew, check),
    descriptions: (edited) => schemaDescriptions(definition, edited),
  });
}
