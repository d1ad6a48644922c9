import { useState } from 'react';
import type { ContentItem, CurrentUser } from '@cytocampus/contracts';
import { CONTENT_TYPE_SCHEMAS } from '@cytocampus/schema';
import { DetailView } from '../../../shared/detail/DetailView';
import { itemPath } from '../../../shared/navigation/sections';
import { schemaChanges, SchemaForm, useSchemaEditor } from '../../../shared/schema-form';
import { fileUrl } from '../../../shared/uploads';
import { useCreateContentMutation, useDeleteContentMutation, useUpdateContentMutation } from '../api';
import { scopeOrgId, type ContentScope } from '../contentAccess';
import { definitionFor } from '../contentDefinitions';
import type { ContentSectionConfig } from '../contentSections';
import { commonFields } from './commonFields';
import { ContentActions } from './ContentActions';
import { ContentStateBadges } from './ContentStateBadges';
import { ContentSubtitle } from './ContentSubtitle';
import { combineRenderers, type FieldRenderer } from './fieldContext';
import { useSchemaUpload } from './useSchemaUpload';

export interface ContentEditorProps {
  config: ContentSectionConfig;
  scope: ContentScope;
  user: CurrentUser;
  /** The saved item; undefined for a new one. */
  item: ContentItem | undefined;
  /** The type's own field renderings (pickers, conditional parts). */
  renderer?: FieldRenderer;
  /** Fields a new item starts with beyond the definition's defaults. */
  newFields?: () => Record<string, unknown>;
}

/**
 * One content item in the generic edit form (ADR 0013) with what every type shares: state badges,
 * Activate/Deactivate, Lock/Unlock, New Revision, Delete, and the create/update error texts of
 * the detail view. New items in an organization's area are created for that organization.
 */
export function ContentEditor({ config, scope, user, item, renderer, newFields }: ContentEditorProps) {
  const { type } = config;
  const definition = definitionFor(type, scope.kind);
  const [createContent] = useCreateContentMutation();
  const [updateContent] = useUpdateContentMutation();
  const [deleteContent] = useDeleteContentMutation();
  // The same object while the item is new, as useSchemaEditor asks.
  const [initialFields] = useState(() => newFields?.());
  const onUpload = useSchemaUpload();
  const editor = useSchemaEditor<ContentItem>({
    definition,
    fields: item?.fields ?? initialFields,
    fieldsOf: (saved) => saved.fields,
    check: CONTENT_TYPE_SCHEMAS[type].check,
    isNew: item === undefined,
    save: async (edited, saved) => {
      if (!item) return createContent({ type, fields: edited, orgId: scopeOrgId(scope) });
      const changes = schemaChanges(edited, saved);
      return Object.keys(changes).length === 0 ? { data: item } : updateContent({ type, id: item.id, changes });
    },
    remove: item ? () => deleteContent({ type, id: item.id }) : undefined,
    listPath: config.section.path,
    itemPath: (created) => itemPath(config.section, created.itemId),
  });
  const readOnly = editor.mode !== 'update';
  const context = { form: editor.form, readOnly, item, scope, user };
  const renderField = combineRenderers(commonFields(context), ...(renderer ? [renderer(context)] : []));

  return (
    <DetailView
      editor={editor}
      title={item?.name ?? `New ${config.singular}`}
      subtitle={<ContentSubtitle item={item} config={config} />}
      badges={item && <ContentStateBadges item={item} />}
      abilities={item?.abilities}
      actions={item && <ContentActions item={item} config={config} user={user} />}
    >
      <SchemaForm
        definition={definition}
        form={editor.form}
        readOnly={readOnly}
        isNew={item === undefined}
        renderField={renderField}
        onUpload={onUpload}
        fileUrl={(file) => fileUrl(file.fileId)}
      />
    </DetailView>
  );
}
