import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { ContentItem, CurrentUser } from '@cytocampus/contracts';
import type { SchemaFieldInfo, SchemaValues } from '../../../shared/schema-form';
import type { ContentScope } from '../contentAccess';

/** What a type's own field renderings need to know about the form they are in. */
export interface ContentFieldContext {
  form: UseFormReturnType<SchemaValues>;
  /** Outside update mode. */
  readOnly: boolean;
  /** The saved item; undefined while new. */
  item: ContentItem | undefined;
  scope: ContentScope;
  user: CurrentUser;
}

/** undefined: the schema form's own input; null: nothing. */
export type FieldRendering = ReactNode | undefined;
export type RenderField = (info: SchemaFieldInfo) => FieldRendering;
/** A type's field renderings, made for one render of the form (they return elements, never call hooks). */
export type FieldRenderer = (context: ContentFieldContext) => RenderField;

/** The first rendering that is not the default wins. */
export function combineRenderers(...renderers: readonly RenderField[]): RenderField {
  return (info) => {
    for (const render of renderers) {
      const rendered = render(info);
      if (rendered !== undefined) return rendered;
    }
    return undefined;
  };
}

/** The parts of a form path matching a pattern ('pages.2.file' against /^pages\.(\d+)\.file$/ → ['2']), or null. */
export function pathMatch(path: string, pattern: RegExp): string[] | null {
  const match = pattern.exec(path);
  return match ? match.slice(1) : null;
}
