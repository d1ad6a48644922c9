import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import type { ObjectOfInterest } from '@cytocampus/contracts';
import type { SolutionPicker } from '../detail/useSolutionPick';
import { ObjectCard } from './ObjectCard';
import { objectLabel } from '../../../shared/slides/objectLabels';
import type { ObjectEditing } from './useObjectEditing';

interface ObjectGridProps {
  slideId: string;
  /** One category's objects, in rank order. */
  objects: readonly ObjectOfInterest[];
  label: string;
  cols: SimpleGridProps['cols'];
  solution: SolutionPicker;
  editing: ObjectEditing | null;
  selected?: string | null;
  /** Clicking a crop selects the object (Preview) instead of opening it full size. */
  onSelect?: (id: string) => void;
}

/** A category's objects as cards, in rows. */
export function ObjectGrid({ slideId, objects, label, cols, solution, editing, selected, onSelect }: ObjectGridProps) {
  return (
    <Stack gap="xs">
      {editing && !solution.editable && (
        <Text fz="xs" c="dimmed">
          Solution objects are chosen while editing the slide (Edit).
        </Text>
      )}
      <SimpleGrid cols={cols} spacing="sm" role="list" aria-label={label}>
        {objects.map((object, place) => (
          <ObjectCard
            key={object.id}
            slideId={slideId}
            object={object}
            label={objectLabel(object, place)}
            place={place}
            count={objects.length}
            solution={solution}
            editing={editing}
            selected={selected === object.id}
            onSelect={onSelect && (() => onSelect(object.id))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
