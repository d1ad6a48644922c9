// The generic schema-driven edit form (ADR 0013): SchemaForm draws a definition inside a DetailView,
// useSchemaEditor gives it the detail editor's modes, validation and saving.
export { ListHeading } from './ListHeading';
export { ObjectField } from './ObjectField';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export type { SchemaFieldInfo, SchemaFormSettings } from './SchemaFormContext';
export { useSchemaEditor, type SchemaEditorOptions } from './useSchemaEditor';
export { schemaChanges, schemaDescriptions, validateSchemaValues, type CrossFieldCheck } from './schemaValidation';
export { initialValue, schemaValues, valueAt, type SchemaValues } from './schemaValues';
