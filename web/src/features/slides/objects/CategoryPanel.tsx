import { Tabs, Text } from '@mantine/core';
import { OOI_CATEGORIES, SLIDE_LIMITS, type SlideItem } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import type { SolutionPicker } from '../detail/useSolutionPick';
import { mayEdit } from '../slideRules';
import { ObjectGrid } from './ObjectGrid';
import { useObjectEditing } from './useObjectEditing';

/** One tab panel per category: its objects in rows of 6, in rank order. */
export function CategoryPanel({ slide, solution }: { slide: SlideItem; solution: SolutionPicker }) {
  const userId = useGetCurrentUserQuery().data?.id ?? '';
  const editing = useObjectEditing(slide);
  const canEdit = mayEdit(slide, userId);
  return OOI_CATEGORIES.map((category) => {
    const objects = slide.objects[category.idx] ?? [];
    return (
      <Tabs.Panel key={category.key} value={category.key}>
        {objects.length === 0 ? (
          <Text c="dimmed" fz="sm" p="md">
            No objects in this category.
          </Text>
        ) : (
          <ObjectGrid
            slideId={slide.id}
            objects={objects}
            label={category.name}
            cols={{ base: 2, sm: 3, lg: SLIDE_LIMITS.ooiRowSize }}
            solution={solution}
            editing={canEdit ? editing : null}
          />
        )}
      </Tabs.Panel>
    );
  });
}
