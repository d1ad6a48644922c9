import { useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconReload, IconRotateClockwise } from '@tabler/icons-react';
import { SLIDE_LIMITS } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { useLazySlideStatusQuery, useReprocessSlideMutation, useRetrySlideMutation } from '../api';
import type { LiveSlide } from '../live/followSlide';
import { SlideStatusIcon } from '../SlideStatusIcon';
import { canRefreshStatus, mayRefreshAt } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';
import { AttachImage } from './AttachImage';

interface SlideStatusBarProps {
  /** As the cache holds it: patched by the slide's notices and progress pushes. */
  slide: LiveSlide;
  /** The signed-in user may edit the slide (retry, attach an image). */
  mayEdit: boolean;
  isOwner: boolean;
  refetch: () => void;
}

/**
 * The image's status: icon and colour, processing progress from the live notices, the error with
 * Retry, Process again for a COMPLETE slide's editors, Refresh (at most once every 5000 ms) while it may still change, and for the owner of a
 * NEW slide the upload of its image.
 */
export function SlideStatusBar({ slide, mayEdit, isOwner, refetch }: SlideStatusBarProps) {
  const { status, error, progress } = slide;
  const [fetchStatus, fetching] = useLazySlideStatusQuery();
  const [retry, retrying] = useRetrySlideMutation();
  const [reprocess, reprocessing] = useReprocessSlideMutation();
  const lastRefresh = useRef<number | null>(null);
  const [coolingDown, setCoolingDown] = useState(false);

  const refresh = async () => {
    const now = Date.now();
    if (!mayRefreshAt(lastRefresh.current, now)) return;
    lastRefresh.current = now;
    setCoolingDown(true);
    setTimeout(() => setCoolingDown(false), SLIDE_LIMITS.statusRefreshMs);
    const result = await fetchStatus(slide.id);
    if (result.data && (result.data.status !== slide.status || result.data.error !== slide.error)) refetch();
  };

  /** Retry after an error, or process a COMPLETE slide again (a new tiler, a damaged pyramid). */
  const queueAgain = async (again: typeof retry, done: string) => {
    const result = await again(slide.id);
    if (result.error) return void showToast({ message: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
    showToast({ message: done, level: 'info' });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 300px' }}>
          <SlideStatusIcon status={status} withLabel size="md" />
          {status === 'PROCESSING' && progress !== null && (
            <Group gap="xs" wrap="nowrap" style={{ flex: 1, maxWidth: 320 }}>
              <Progress value={progress * 100} style={{ flex: 1 }} color="orange" aria-label="Processing progress" />
              <Text fz="xs" c="dimmed" data-testid="processing-progress">{`${Math.round(progress * 100)}%`}</Text>
            </Group>
          )}
          {slide.fileName && (
            <Text fz="sm" c="dimmed" truncate>
              {slide.fileName}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {/* Kept while UPLOADING: the upload lives in it, and an interrupted one is resumed from here. */}
          {(status === 'NEW' || status === 'UPLOADING') && isOwner && <AttachImage slideId={slide.id} />}
          {status === 'ERROR' && mayEdit && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconRotateClockwise size={16} />}
              loading={retrying.isLoading}
              onClick={() => void queueAgain(retry, SLIDE_TEXT.retried)}
            >
              Retry
            </Button>
          )}
          {status === 'COMPLETE' && mayEdit && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconReload size={16} />}
              loading={reprocessing.isLoading}
              onClick={() => void queueAgain(reprocess, SLIDE_TEXT.reprocessed)}
            >
              Process again
            </Button>
          )}
          {canRefreshStatus(status) && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={fetching.isFetching}
              disabled={coolingDown && !fetching.isFetching}
              onClick={() => void refresh()}
            >
              Refresh
            </Button>
          )}
        </Group>
      </Group>
      {status === 'ERROR' && error && (
        <Alert color="red" variant="light" title="Processing failed">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
