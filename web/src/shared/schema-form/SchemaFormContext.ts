import { createContext, useContext, type ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { FieldDefinition, FileRef } from '@cytocampus/schema';
import type { SchemaValues } from './schemaValues';

/** One field as the renderer sees it; given to `renderField` so an editor can draw a field its own way. */
export interface SchemaFieldInfo {
  /** The form path ('pages.0.title'). */
  path: string;
  /** The key in its object ('title'). */
  name: string;
  definition: FieldDefinition;
  label: string;
}

export interface SchemaFormSettings {
  form: UseFormReturnType<SchemaValues>;
  /** Outside update mode: values only, no list or step buttons. */
  readOnly: boolean;
  /** Fields with canUpdate false can be set only while the item is new. */
  isNew: boolean;
  /** Stores a picked file and answers its reference (resumable uploads live in shared/uploads). */
  onUpload?: (file: File) => Promise<FileRef>;
  /** Where a stored file can be loaded from (image previews). */
  fileUrl?: (file: FileRef) => string;
  /** An editor's own rendering of a field; undefined draws the default, null hides the field. */
  renderField?: (field: SchemaFieldInfo) => ReactNode | undefined;
}

export const SchemaFormContext = createContext<SchemaFormSettings | null>(null);

export function useSchemaForm(): SchemaFormSettings {
  const settings = useContext(SchemaFormContext);
  if (!settings) throw new Error('Schema fields must be rendered inside <SchemaForm>');
  return settings;
}
