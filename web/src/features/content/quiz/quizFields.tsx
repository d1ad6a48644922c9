import { QUIZ_ITEM_TYPES, QUIZ_PAGE_TYPES } from '@cytocampus/schema';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { valueAt, type SchemaFieldInfo } from '../../../shared/schema-form';
import { SchemaFields } from '../../../shared/schema-form/SchemaFields';
import type { ContentFieldContext, FieldRenderer } from '../detail/fieldContext';
import { StoredFileField } from '../fields/StoredFileField';
import { QUIZ_ITEM_LABELS, QUIZ_PAGE_LABELS, quizFieldRole } from './quizLayout';

const PAGE_KINDS = QUIZ_PAGE_TYPES.map((value) => ({ value, label: QUIZ_PAGE_LABELS[value] ?? value }));
const ITEM_KINDS = QUIZ_ITEM_TYPES.map((value) => ({ value, label: QUIZ_ITEM_LABELS[value] ?? value }));

/** A page's or page item's kind, by its readable name. */
function KindSelect({ context, info, data }: { context: ContentFieldContext; info: SchemaFieldInfo; data: readonly { value: string; label: string }[] }) {
  const { form, readOnly } = context;
  const value = valueAt(form.getValues(), info.path);
  return (
    <ChoiceSelect
      label={info.label}
      withAsterisk
      data={data}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => form.setFieldValue(info.path, next)}
      placeholder={readOnly ? undefined : 'Select'}
      error={form.errors[info.path]}
    />
  );
}

/**
 * The quiz builder's own fields: the question block only on question pages, images uploaded where
 * the quiz shows one, and kinds by name. The '[Page #n] ...' messages of the shared check land on
 * the question block, which shows them at its top.
 */
export const quizFields: FieldRenderer = (context) => (info) => {
  switch (quizFieldRole(info.path, context.form.getValues())) {
    case 'hidden':
      return null;
    case 'image':
      return <StoredFileField context={context} path={info.path} label={info.label} kind="image" owner="quiz" />;
    case 'pageType':
      return <KindSelect context={context} info={info} data={PAGE_KINDS} />;
    case 'itemType':
      return <KindSelect context={context} info={info} data={ITEM_KINDS} />;
    case 'flatten':
      return info.definition.type === 'object' ? <SchemaFields prefix={info.path} fields={info.definition.fields} /> : undefined;
    default:
      return undefined;
  }
};
