import { Badge, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconLock, IconPhotoOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { API_PREFIX, SLIDE_REVIEW_TEXT, SLIDE_ROUTES, SLIDE_TILE_LABELS, type PlayerSlide } from '@cytocampus/contracts';
import { IMAGE_TEXT } from '../../../shared/media/imageLoading';
import { useImageLoad } from '../../../shared/media/useImageLoad';
import { TILE_COLORS, type TestTile } from './testSummaryRules';
import { TEST_SUMMARY_TEXT } from './testSummaryTexts';
import classes from './TestSummaryPage.module.css';

/** The slide's macro photograph, mirrored; 'No Image Available' once it has failed to load (with the usual retry). */
function MacroImage({ slide }: { slide: PlayerSlide }) {
  const src = `${API_PREFIX}${SLIDE_ROUTES.macro(encodeURIComponent(slide.revisionId))}`;
  // A new address starts over.
  return <MacroImageLoader key={src} src={src} alt={slide.name} />;
}

function MacroImageLoader({ src, alt }: { src: string; alt: string }) {
  const { load, onLoad, onError } = useImageLoad();
  if (load.status === 'failed') {
    return (
      <div className={classes.media}>
        <div className={classes.mediaStatus} role="img" aria-label={IMAGE_TEXT.unavailable}>
          <IconPhotoOff size={22} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fz="xs" c="dimmed">
            {IMAGE_TEXT.unavailable}
          </Text>
        </div>
      </div>
    );
  }
  const loaded = load.status === 'loaded';
  return (
    <div className={classes.media}>
      {!loaded && (
        <Text fz="xs" c="dimmed" className={classes.mediaStatus}>
          {IMAGE_TEXT.loading}
        </Text>
      )}
      {/* A retry mounts a fresh <img> (key), so the browser asks again. */}
      <img
        key={load.attempt}
        src={src}
        alt={alt}
        loading="lazy"
        className={classes.macro}
        data-loaded={loaded || undefined}
        onLoad={onLoad}
        onError={onError}
      />
    </div>
  );
}

function DiagnosisRow({ label, value, color }: { label: string; value: string | null; color?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={650} c={color} ta="right">
        {value ?? '—'}
      </Text>
    </Group>
  );
}

const STATUS_ICONS = { correct: IconCheck, incorrect: IconX } as const;

/** One slide of the test: its macro image, name, description and status, and once submitted the diagnoses; a link to its review when reachable. */
export function SlideTile({ tile, to }: { tile: TestTile; to: string }) {
  const { slide, status } = tile;
  const StatusIcon = status === 'correct' || status === 'incorrect' ? STATUS_ICONS[status] : null;
  const content = (
    <>
      {!tile.reachable && (
        <Tooltip label={TEST_SUMMARY_TEXT.slideLocked} withArrow multiline w={220}>
          <ThemeIcon className={classes.lock} variant="white" color="gray" radius="xl" size="lg" role="img" aria-label={TEST_SUMMARY_TEXT.slideLocked}>
            <IconLock size={18} stroke={1.7} />
          </ThemeIcon>
        </Tooltip>
      )}
      <MacroImage slide={slide} />
      <Stack gap={6} className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {TEST_SUMMARY_TEXT.slideNumber(tile.index + 1)}
          </Text>
          {tile.credit !== null ? (
            <Badge variant="light" color="orange">
              {SLIDE_REVIEW_TEXT.partialCredit(tile.credit)}
            </Badge>
          ) : (
            <Badge variant="light" color={TILE_COLORS[status]} leftSection={StatusIcon ? <StatusIcon size={12} stroke={2.2} aria-hidden /> : undefined}>
              {SLIDE_TILE_LABELS[status]}
            </Badge>
          )}
        </Group>
        <Text fw={650} c="dark.7" lineClamp={2}>
          {slide.name}
        </Text>
        {slide.description && (
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {slide.description}
          </Text>
        )}
        {tile.submitted && (
          <Stack gap={4} className={classes.diagnoses}>
            <DiagnosisRow
              label={SLIDE_REVIEW_TEXT.yourDiagnosis}
              value={tile.yourDiagnosis}
              color={status === 'correct' ? 'green.8' : status === 'incorrect' && tile.credit === null ? 'red.8' : undefined}
            />
            {status === 'incorrect' && <DiagnosisRow label={SLIDE_REVIEW_TEXT.correctDiagnosis} value={tile.correctDiagnosis} color="green.8" />}
          </Stack>
        )}
      </Stack>
    </>
  );
  return tile.reachable ? (
    <Card component={Link} to={to} withBorder padding={0} className={classes.tile} data-status={status}>
      {content}
    </Card>
  ) : (
    <Card withBorder padding={0} className={classes.tile} data-status={status} aria-disabled="true">
      {content}
    </Card>
  );
}
