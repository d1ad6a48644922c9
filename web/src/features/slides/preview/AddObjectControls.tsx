import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { OOI_CATEGORIES } from '@cytocampus/contracts';

const OPTIONS = OOI_CATEGORIES.map((category) => ({ value: String(category.idx), label: category.name }));

interface AddObjectControlsProps {
  catIdx: number;
  onCategory: (catIdx: number) => void;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  canAdd: boolean;
  busy: boolean;
}

/** The category the side list shows and new objects join; 'Add object' then a click on the image places one. */
export function AddObjectControls({ catIdx, onCategory, adding, onAdding, canAdd, busy }: AddObjectControlsProps) {
  return (
    <>
      <Select label="Category" data={OPTIONS} value={String(catIdx)} allowDeselect={false} onChange={(next) => next !== null && onCategory(Number(next))} />
      {canAdd && (
        <Group gap="xs">
          <Button
            size="xs"
            variant={adding ? 'filled' : 'light'}
            leftSection={adding ? <IconX size={14} /> : <IconPlus size={14} />}
            loading={busy}
            aria-pressed={adding}
            onClick={() => onAdding(!adding)}
          >
            {adding ? 'Cancel adding' : 'Add object'}
          </Button>
          {adding && (
            <Text fz="xs" c="dimmed" role="status">
              Click the image where the object is.
            </Text>
          )}
        </Group>
      )}
    </>
  );
}
