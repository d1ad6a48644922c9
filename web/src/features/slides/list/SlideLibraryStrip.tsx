import { useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { SLIDE_LIBRARY_TEXT } from '@cytocampus/contracts';
import { useSlideLibraryProgressQuery } from '../api';

export interface SlideLibraryStripProps {
  /** The list's organization (absent: every slide, for site-wide readers), as GET /slides is asked. */
  orgId: string | undefined;
  /** Whether the list already shows slides still NEW or UPLOADING (the Images filter). */
  showsWaiting: boolean;
  /** Switches the Images filter to 'Also new and uploading'. */
  onShowWaiting: () => void;
}

/**
 * How far the images of the list's slides have come (issue 29), for those who may create slides:
 * shown while some are not ready, following the slideLibrary notices without a reload. Once all
 * are ready it says so if it was showing, and stays away if they were ready from the start.
 */
export function SlideLibraryStrip({ orgId, showsWaiting, onShowWaiting }: SlideLibraryStripProps) {
  const { data } = useSlideLibraryProgressQuery({ orgId });
  const unready = data !== undefined && data.ready < data.total;
  const [wasUnready, setWasUnready] = useState(false);
  // Remembered during render (React's pattern for information from earlier renders), not in an effect.
  if (unready && !wasUnready) setWasUnready(true);
  if (!data || data.total === 0 || !(unready || wasUnready)) return null;
  const percent = Math.round((data.ready / data.total) * 100);
  return (
    <Stack gap={6} data-testid="slide-library-progress">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" fw={500} c={unready ? undefined : 'green.8'} style={{ overflowWrap: 'anywhere' }}>
          {unready ? SLIDE_LIBRARY_TEXT.summary(data) : SLIDE_LIBRARY_TEXT.allReady(data.total)}
        </Text>
        {unready && data.waiting > 0 && !showsWaiting && (
          <Button variant="light" size="compact-sm" onClick={onShowWaiting}>
            {SLIDE_LIBRARY_TEXT.showAll}
          </Button>
        )}
      </Group>
      <Progress value={percent} color={unready ? 'blue' : 'green'} size="sm" aria-label={SLIDE_LIBRARY_TEXT.label} />
    </Stack>
  );
}
