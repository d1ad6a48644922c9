import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { CustomObject, ObjectOfInterest } from '@cytocampus/contracts';
import { CropImage } from '../../../shared/slides/CropImage';
import { cropUrl } from '../../../shared/slides/slideSource';
import { collapsed } from './slideReviewRules';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';

export interface MarkEntry {
  id: string;
  label: string;
  object: Pick<ObjectOfInterest, 'id' | 'coords'> | CustomObject;
}

interface MarksPanelProps {
  revisionId: string;
  marks: MarkEntry[];
  readOnly: boolean;
  onShow: (entry: MarkEntry) => void;
  onRemove: (entry: MarkEntry) => void;
}

/** The marks shortlist: the first five and '+N' until opened (spec "Marks shortlist"). */
export function MarksPanel({ revisionId, marks, readOnly, onShow, onRemove }: MarksPanelProps) {
  const [open, setOpen] = useState(false);
  const { visible, more } = open ? { visible: marks, more: 0 } : collapsed(marks);
  if (marks.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {REVIEW_SCREEN_TEXT.noMarks}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <SimpleGrid cols={5} spacing={6} role="list" aria-label={REVIEW_SCREEN_TEXT.marks}>
        {visible.map((entry) => (
          <Paper key={entry.id} withBorder p={2} role="listitem" aria-label={entry.label} pos="relative">
            <UnstyledButton onClick={() => onShow(entry)} aria-label={`Show ${entry.label}`} w="100%">
              <CropImage src={cropUrl(revisionId, { ...entry.object, updated: 0 })} alt={entry.label} />
            </UnstyledButton>
            <Text fz={10} ta="center" truncate>
              {entry.label}
            </Text>
            {!readOnly && (
              <ActionIcon
                size={24}
                radius="xl"
                color="gray"
                variant="filled"
                pos="absolute"
                top={-10}
                right={-10}
                aria-label={REVIEW_SCREEN_TEXT.unmarkObject(entry.label)}
                onClick={() => onRemove(entry)}
              >
                <IconX size={12} />
              </ActionIcon>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {more > 0 && (
        <Group>
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>{`+${more}`}</Button>
        </Group>
      )}
    </Stack>
  );
}
