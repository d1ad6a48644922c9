import { useCallback, useRef, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage, useReducedMotion } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { AUDIT_TEXT, type MissedObject, type ReplayEvent, type ReplaySlide, type ReplayView, type ReviewReplay } from '@cytocampus/contracts';
import { itemTypeLabel } from '@cytocampus/domain';
import { isApiFailure } from '../../../http/errors';
import { formatMagnification } from '../../../lib/openseadragon';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { historyUrl, useReviewCoverageQuery, useReviewReplayQuery } from '../api';
import { AUDIT_SCREEN_TEXT as T } from '../auditTexts';
import { CoveragePanel } from '../components/CoveragePanel';
import { EventList } from '../components/EventList';
import { ReplayControls } from '../components/ReplayControls';
import { ReplayViewer, type ReplayViewerHandle } from '../components/ReplayViewer';
import { showsViewAtOnce } from '../replayMoment';
import { useReplayPlayer } from '../useReplayPlayer';
import classes from './ReplayPage.module.css';

/** Where the heat map's pattern option is kept (this browser's local storage). */
const HEAT_PATTERNS_KEY = 'cytocampus.heatMapPatterns';

/** /dashboard/audit/{reviewId}?page=N: a slide review's replay; the API answers 404 to whoever may not see it. */
export function ReplayPage() {
  const { reviewId = '' } = useParams();
  const [search] = useSearchParams();
  const page = search.get('page');
  const { data, error } = useReviewReplayQuery(reviewId);
  useDocumentTitle(AUDIT_TEXT.replay);
  if (error !== undefined) {
    const message = isApiFailure(error) && error.status !== 404 && error.status !== 403 ? error.message : AUDIT_TEXT.reviewNotFound;
    return (
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
    );
  }
  if (!data)
    return (
      <Center mih={320}>
        <Loader aria-label={T.loading} />
      </Center>
    );
  return <Replay key={reviewId} replay={data} startPage={page === null ? undefined : Number(page)} />;
}

function Header({ replay }: { replay: ReviewReplay }) {
  const { review } = replay;
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={2} fz={22}>{`${review.userName} · ${review.itemName}`}</Title>
          <Badge variant="light" color={review.state === 'submitted' ? 'teal' : 'gray'}>
            {T.states[review.state]}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">{`${itemTypeLabel(review.itemType)} · ${review.courseName}`}</Text>
      </Stack>
      <Group gap="xs">
        <Text fz="sm" fw={600}>
          {AUDIT_TEXT.history}
        </Text>
        {(['json', 'csv'] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={historyUrl(review.reviewId, format)}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
          >
            {format === 'json' ? AUDIT_TEXT.downloadJson : AUDIT_TEXT.downloadCsv}
          </Button>
        ))}
      </Group>
    </Group>
  );
}

/** '20x · 90° · flipped': the recorded view in words. */
const viewWords = (view: ReplayView) =>
  [formatMagnification(view.magnification), view.rotation ? `${view.rotation}°` : null, view.flipped ? T.flipped : null].filter(Boolean).join(' · ');

/** What the reviewer answered on this slide, beside the reference. */
function AnswerLine({ slide }: { slide: ReplaySlide }) {
  if (!slide.answer && !slide.solution) return null;
  return (
    <Text fz="sm">
      <Text span fw={600} fz="inherit">{`${T.answer}: `}</Text>
      {slide.answer?.result ?? '—'}
      <Text span c="dimmed" fz="inherit">
        {'  ·  '}
      </Text>
      <Text span fw={600} fz="inherit">{`${T.reference}: `}</Text>
      {slide.solution?.result ?? '—'}
    </Text>
  );
}

function Replay({ replay, startPage }: { replay: ReviewReplay; startPage: number | undefined }) {
  const player = useReplayPlayer(replay, startPage);
  const { moment, playing } = player;
  const viewer = useRef<ReplayViewerHandle>(null);
  const [heat, setHeat] = useState(false);
  // A preference of this browser: whoever needs the patterns keeps them from replay to replay.
  const [heatPatterns, setHeatPatterns] = useLocalStorage({ key: HEAT_PATTERNS_KEY, defaultValue: false, getInitialValueInEffect: false });
  // Read at once (not after a first render): the first view shown already follows it.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const slide = replay.slides.find((candidate) => candidate.page === moment.page) ?? replay.slides[0];
  const coverage = useReviewCoverageQuery({ reviewId: replay.review.reviewId, page: slide?.page ?? 0 }, { skip: !slide });
  const { seekTo } = player;
  const seekEvent = useCallback((event: ReplayEvent) => seekTo(event.at), [seekTo]);

  if (!slide) return <Text c="dimmed">{T.noEvents}</Text>;
  // The viewer takes the recorded canvas's shape: the page's first view before its first one.
  const shapeView = moment.view ?? replay.views.find((view) => view.page === slide.page);
  const showObject = (object: MissedObject) => {
    player.pause();
    viewer.current?.goToObject(object.id);
  };
  const firstMomentOf = (page: number) => [...replay.views, ...replay.events].filter((item) => item.page === page).sort((a, b) => a.at - b.at)[0];

  return (
    <Stack gap="md">
      <Header replay={replay} />
      <div className={classes.layout}>
        <Stack gap="sm">
          {replay.slides.length > 1 && (
            <SegmentedControl
              size="xs"
              value={String(slide.page)}
              onChange={(value) => {
                const first = firstMomentOf(Number(value));
                if (first) seekTo(first.at);
              }}
              data={replay.slides.map((each) => ({
                value: String(each.page),
                label: T.slideOf(each.page, replay.slides.length),
                disabled: !firstMomentOf(each.page),
              }))}
            />
          )}
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {slide.name}
            </Text>
            {moment.view && (
              <Text fz="xs" c="dimmed" data-testid="replay-view-words">
                {viewWords(moment.view)}
              </Text>
            )}
          </Group>
          <ReplayViewer
            ref={viewer}
            slide={slide}
            view={moment.view}
            shape={shapeView?.canvas ?? { width: 4, height: 3 }}
            immediate={showsViewAtOnce({ playing, speed: player.speed, reducedMotion })}
            event={replay.events[moment.eventIndex] ?? null}
            heat={heat ? (coverage.data ?? null) : null}
            heatPatterns={heatPatterns}
          />
          <Paper withBorder p="xs">
            <ReplayControls player={player} events={replay.events} />
          </Paper>
          <AnswerLine slide={slide} />
        </Stack>
        <div className={classes.side}>
          <Paper withBorder p={0}>
            <Text fw={650} fz="sm" px="sm" pt="sm">
              {T.events}
            </Text>
            <EventList events={replay.events} timeline={player.timeline} current={moment.eventIndex} onSeek={seekEvent} height={300} />
          </Paper>
          <Paper withBorder p="sm">
            <CoveragePanel
              slide={slide}
              coverage={coverage.data}
              loading={coverage.isFetching}
              heat={heat}
              onHeat={setHeat}
              heatPatterns={heatPatterns}
              onHeatPatterns={setHeatPatterns}
              onShowObject={showObject}
            />
          </Paper>
        </div>
      </div>
    </Stack>
  );
}
