import { useState } from 'react';
import { Box, Stack, Tabs, Text } from '@mantine/core';
import type { CurrentUser, SlideItem } from '@cytocampus/contracts';
import { normalizeRole } from '@cytocampus/permissions';
import { CONTENT_TYPE_SCHEMAS } from '@cytocampus/schema';
import { failure } from '../../../http/errors';
import { DetailView } from '../../../shared/detail/DetailView';
import { showToast } from '../../../shared/feedback/toast';
import { formatDate } from '../../../shared/format/dates';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { schemaChanges, SchemaForm, useSchemaEditor } from '../../../shared/schema-form';
import { useCreateSlideMutation, useDeleteSlideMutation, useUpdateSlideMutation } from '../api';
import type { ContentKit, SlideScope } from '../contentKit';
import type { LiveSlide } from '../live/followSlide';
import { CategoryPanel } from '../objects/CategoryPanel';
import { SlidePreview } from '../preview/SlidePreview';
import { mayEdit, showsImageTabs } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';
import { slideDefinition } from './slideDefinition';
import { slideFields } from './slideFields';
import { SlideActions } from './SlideActions';
import { SlideFilesSection } from './SlideFilesSection';
import { SlideStatusBar } from './SlideStatusBar';
import { SlideTabList } from './SlideTabList';
import { useSlideFiles } from './useSlideFiles';
import { useSolutionPick } from './useSolutionPick';

export interface SlideEditorProps {
  kit: ContentKit;
  scope: SlideScope;
  user: CurrentUser;
  /** The saved slide; undefined for a new one. */
  slide: LiveSlide | undefined;
  refetch: () => void;
}

/**
 * A slide in the generic edit form (useSchemaEditor + DetailView + SchemaForm, as every content
 * item) with its own parts: the image status and actions in the header, the files of a new slide,
 * and the Preview and category tabs once the image is complete and objects are not restricted.
 */
export function SlideEditor({ kit, scope, user, slide, refetch }: SlideEditorProps) {
  const definition = slideDefinition(scope, kit.orgHiddenFields);
  const [createSlide] = useCreateSlideMutation();
  const [updateSlide] = useUpdateSlideMutation();
  const [deleteSlide] = useDeleteSlideMutation();
  const files = useSlideFiles();
  const [tab, setTab] = useState<string | null>('details');
  const editor = useSchemaEditor<SlideItem>({
    definition,
    fields: slide?.fields,
    fieldsOf: (saved) => saved.fields,
    check: CONTENT_TYPE_SCHEMAS.slide.check,
    isNew: slide === undefined,
    save: async (edited, saved) => {
      if (slide) {
        const changes = schemaChanges(edited, saved);
        return Object.keys(changes).length === 0 ? { data: slide } : updateSlide({ id: slide.id, changes });
      }
      const uploads = await files.finished();
      if ('error' in uploads) return { error: failure(0, uploads.error) };
      return createSlide({ fields: edited, ...uploads, orgId: scope.kind === 'org' ? scope.orgId : undefined });
    },
    remove: slide ? () => deleteSlide(slide.id) : undefined,
    listPath: SECTIONS.contentSlides.path,
    itemPath: (created) => itemPath(SECTIONS.contentSlides, created.itemId),
  });
  const solution = useSolutionPick(editor);
  // A new slide needs its image (spec: slideImg is required); saving waits for its upload.
  const submit = async () => {
    if (!slide && !files.hasImage()) return void showToast({ level: 'warning', message: SLIDE_TEXT.imageRequired });
    await editor.submit();
  };
  const readOnly = editor.mode !== 'update';
  const isSuper = normalizeRole(user.role) === 'super';
  const context = { form: editor.form, readOnly, item: slide, scope, user, slide, isSuper };
  const common = kit.commonFields(context);
  const own = slideFields(context);
  const renderField = (info: Parameters<typeof own>[0]) => {
    const rendered = own(info);
    return rendered !== undefined ? rendered : common(info);
  };
  const imageTabs = slide !== undefined && showsImageTabs(slide);
  const activeTab = imageTabs ? tab : 'details';
  const isOwner = slide?.userId === user.id;
  const editable = slide ? mayEdit(slide, user.id) : true;

  return (
    <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
      {/* Above the header: inside the form the tabs would be disabled with the fields in view mode. */}
      {imageTabs && <SlideTabList />}
      <DetailView
        editor={{ ...editor, submit }}
        title={slide?.name ?? SLIDE_TEXT.newSlide}
        subtitle={
          <Stack gap="sm">
            <Text span fz="sm">
              {slide
                ? [slide.ownerName && `By ${slide.ownerName}`, `updated ${formatDate(slide.updated)}`].filter(Boolean).join(' · ')
                : 'A new slide, inactive until you activate it.'}
            </Text>
            {slide && (
              <Box c="var(--mantine-color-text)">
                <SlideStatusBar slide={slide} mayEdit={editable} isOwner={isOwner} refetch={refetch} />
              </Box>
            )}
          </Stack>
        }
        badges={slide && <kit.StateBadges item={slide} />}
        abilities={slide && { canDel: slide.abilities.canDel, canEdit: editable }}
        actions={slide && <SlideActions slide={slide} user={user} busy={editor.mode !== 'view'} />}
        after={
          slide &&
          imageTabs && (
            <>
              <Tabs.Panel value="preview">
                <SlidePreview slide={slide} solution={solution} />
              </Tabs.Panel>
              <CategoryPanel slide={slide} solution={solution} />
            </>
          )
        }
      >
        <Tabs.Panel value="details">
          <Stack gap="lg">
            {!slide && <SlideFilesSection files={files} />}
            <SchemaForm definition={definition} form={editor.form} readOnly={readOnly} isNew={slide === undefined} renderField={renderField} />
          </Stack>
        </Tabs.Panel>
      </DetailView>
    </Tabs>
  );
}
