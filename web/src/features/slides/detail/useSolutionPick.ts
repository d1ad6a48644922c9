import { SLIDE_LIMITS } from '@cytocampus/contracts';
import type { DetailEditor } from '../../../shared/detail/useDetailEditor';
import { showToast } from '../../../shared/feedback/toast';
import { valueAt, type SchemaValues } from '../../../shared/schema-form';
import { toggleSolutionObject } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';

/** The solution's objects as the object editor changes them: in the form, so Save sends them with the rest. */
export interface SolutionPicker {
  chosen: readonly string[];
  /** Only in update mode (Edit first). */
  editable: boolean;
  toggle: (id: string) => void;
}

export function useSolutionPick(editor: DetailEditor<SchemaValues>): SolutionPicker {
  const values = editor.form.getValues();
  const objects = valueAt(values, 'solution.objects');
  const notes = valueAt(values, 'solution.objectText');
  const chosen = Array.isArray(objects) ? (objects as string[]) : [];
  const objectText = notes && typeof notes === 'object' ? (notes as Record<string, string>) : {};
  return {
    chosen,
    editable: editor.mode === 'update',
    toggle: (id) => {
      const next = toggleSolutionObject({ objects: chosen, objectText }, id);
      if (!next) return void showToast({ level: 'warning', message: SLIDE_TEXT.tooManySolutionObjects(SLIDE_LIMITS.maxSolutionObjects) });
      editor.form.setFieldValue('solution.objects', next.objects);
      editor.form.setFieldValue('solution.objectText', next.objectText);
    },
  };
}
