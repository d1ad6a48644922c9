import { useState } from 'react';
import { ActionIcon, Checkbox, Group, Image, Paper, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { OOI_CATEGORIES, type ObjectOfInterest } from '@cytocampus/contracts';
import { AppModal } from '../../../shared/overlay/AppModal';
import type { SolutionPicker } from '../detail/useSolutionPick';
import { CropImage } from '../../../shared/slides/CropImage';
import { cropUrl } from '../../../shared/slides/slideSource';
import type { ObjectEditing } from './useObjectEditing';
import classes from './objects.module.css';

const CATEGORY_OPTIONS = OOI_CATEGORIES.map((category) => ({ value: String(category.idx), label: category.name }));

export interface ObjectCardProps {
  slideId: string;
  object: ObjectOfInterest;
  label: string;
  place: number;
  count: number;
  solution: SolutionPicker;
  /** Object changes need canEdit; null shows no editing controls. */
  editing: ObjectEditing | null;
  selected?: boolean;
  onSelect?: () => void;
}

/** One object: its crop (opens full size), the solution toggle, its category, its place and, for custom ones, removal. */
export function ObjectCard({ slideId, object, label, place, count, solution, editing, selected, onSelect }: ObjectCardProps) {
  const [open, setOpen] = useState(false);
  const isSolution = solution.chosen.includes(object.id);
  const src = cropUrl(slideId, object);
  return (
    <Paper
      withBorder
      p={6}
      className={classes.card}
      data-solution={isSolution || undefined}
      data-selected={selected || undefined}
      role="listitem"
      aria-label={label}
    >
      <Stack gap={6}>
        <UnstyledButton onClick={() => (onSelect ? onSelect() : setOpen(true))} aria-label={onSelect ? `Show ${label}` : `Open the crop of ${label}`}>
          <CropImage src={src} alt={label} />
        </UnstyledButton>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fz="xs" fw={600} truncate>
            {label}
          </Text>
          {editing && (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Move ${label} earlier`}
                disabled={place === 0 || editing.busy}
                onClick={() => void editing.moveTo(object, place - 1)}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Move ${label} later`}
                disabled={place >= count - 1 || editing.busy}
                onClick={() => void editing.moveTo(object, place + 1)}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
              {object.custom && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${label}`}
                  disabled={editing.busy}
                  onClick={() => void editing.remove(object)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          )}
        </Group>
        <Checkbox
          size="xs"
          label="Solution object"
          checked={isSolution}
          disabled={!solution.editable}
          onChange={() => solution.toggle(object.id)}
          aria-label={`${label} is a solution object`}
        />
        {editing && (
          <Select
            size="xs"
            aria-label={`Category of ${label}`}
            data={CATEGORY_OPTIONS}
            value={String(object.cat.idx)}
            allowDeselect={false}
            disabled={editing.busy}
            onChange={(next) => next !== null && Number(next) !== object.cat.idx && void editing.moveToCategory(object, Number(next))}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Stack>
      <AppModal opened={open} onClose={() => setOpen(false)} title={label} size="auto">
        <Image src={src} alt={`${label}, full size`} w={320} h={320} />
      </AppModal>
    </Paper>
  );
}
