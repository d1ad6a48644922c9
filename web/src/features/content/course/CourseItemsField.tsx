import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { NameEntry } from '@cytocampus/contracts';
import { COURSE_ITEM_TYPES } from '@cytocampus/schema';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { valueAt } from '../../../shared/schema-form';
import { useContentNamesQuery, useCourseItemsQuery, useSlideNamesQuery } from '../api';
import { scopeOrgId } from '../contentAccess';
import type { ContentFieldContext } from '../detail/fieldContext';
import { NameListDrawer } from '../fields/NameListDrawer';
import { ReferenceList } from '../fields/ReferenceList';
import { courseItemHref, courseItemKey, courseItemNames, courseItemsOf, itemTypeLabel, SLIDE_ITEM_TYPES, type CourseItemType } from './courseItems';

/** Case, known and unknown items are slides: they open the slide's detail. */
const itemHref = (entry: { type: string; itemId: string }) =>
  SLIDE_ITEM_TYPES.includes(entry.type as CourseItemType) ? itemPath(SECTIONS.contentSlides, entry.itemId, true) : courseItemHref(entry);

interface CourseItemsFieldProps {
  context: ContentFieldContext;
  path: string;
  label: string;
}

/**
 * A course's items (spec part 2 "Course editor"): each named, linked to its own detail, and in
 * update mode reordered, removed, and added by type from that type's names.
 */
export function CourseItemsField({ context, path, label }: CourseItemsFieldProps) {
  const { form, readOnly, item, scope } = context;
  // The kind being picked stays set while the drawer closes, so its title does not change mid-animation.
  const [picking, setPicking] = useState<CourseItemType>('presentation');
  const [opened, { open, close }] = useDisclosure(false);
  const orgId = scopeOrgId(scope);
  const editing = !readOnly;
  const { data: saved } = useCourseItemsQuery(item?.id ?? '', { skip: !item });
  // The pickers' names: loaded while editing (they also name items just added).
  const presentations = useContentNamesQuery({ type: 'presentation', orgId }, { skip: !editing }).data;
  const quizzes = useContentNamesQuery({ type: 'quiz', orgId }, { skip: !editing }).data;
  const tests = useContentNamesQuery({ type: 'test', orgId }, { skip: !editing }).data;
  const slides = useSlideNamesQuery({ orgId }, { skip: !editing }).data;
  const lists: Record<CourseItemType, readonly NameEntry[] | undefined> = {
    presentation: presentations,
    quiz: quizzes,
    test: tests,
    case: slides,
    known: slides,
    unknown: slides,
  };

  const items = courseItemsOf(valueAt(form.getValues(), path));
  const names = courseItemNames(saved, lists);
  const states = new Map((saved ?? []).map((entry) => [courseItemKey(entry), entry.active]));
  const rows = items.map((entry, index) => {
    const key = courseItemKey(entry);
    return {
      key: `${key}:${index}`,
      name: names.get(key) ?? null,
      kind: itemTypeLabel(entry.type),
      href: itemHref(entry),
      note:
        states.get(key) === false ? (
          <Badge variant="outline" color="gray" size="xs" radius="sm" miw="max-content">
            Inactive
          </Badge>
        ) : null,
    };
  });
  const error = form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  const taken = new Set(items.filter((entry) => entry.type === picking).map((entry) => entry.itemId));

  return (
    <>
      <ReferenceList
        label={label}
        rows={rows}
        editable={editing}
        required
        error={error}
        emptyText="Module has no items."
        onMove={(from, to) => form.reorderListItem(path, { from, to })}
        onRemove={(index) => form.removeListItem(path, index)}
        addButtons={COURSE_ITEM_TYPES.map((type) => (
          <Button
            key={type}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setPicking(type);
              open();
            }}
          >
            {`Add ${itemTypeLabel(type)}`}
          </Button>
        ))}
      />
      <NameListDrawer
        opened={opened}
        onClose={close}
        label={itemTypeLabel(picking)}
        entries={lists[picking] === null ? [] : lists[picking]}
        taken={taken}
        onPick={(entry) => form.insertListItem(path, { type: picking, itemId: entry.itemid })}
      />
    </>
  );
}
