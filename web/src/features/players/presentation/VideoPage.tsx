import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Box, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { LEARNING_TEXT, VIDEO_MAX_PLAYBACK_RATE, type ReviewRecord } from '@cytocampus/contracts';
import {
  allowedSeek,
  mergeRanges,
  periodicSaveDue,
  rangesOf,
  seekLimit,
  startPosition,
  subtractRanges,
  totalSeconds,
  videoFinished,
  videoRecordOf,
  videoUpdateData,
  type Range,
} from './videoWatch';
import classes from './PresentationPages.module.css';

/** What the player asks of a video page: send what was played and not saved yet (before Next). */
export interface VideoHandle {
  flush(): Promise<void>;
}

export interface VideoPageProps {
  src: string;
  title: string;
  /** The page's own starting point (its file's playedCurrentTime). */
  fileStart: number;
  /** The page's recorded data: what the server credited, the last position, the duration. */
  data: Record<string, unknown> | undefined;
  /** Watching is measured and seeking ahead is blocked (the page is not submitted and the review is writable). */
  tracked: boolean;
  preWork: boolean;
  /** Records the page's work; `data` is built when the write is sent. */
  update: (data: () => Record<string, unknown>, sent: (record: ReviewRecord) => void) => Promise<ReviewRecord | null>;
  /** The page's index in the review (to read the server's credit from its answers). */
  page: number;
  onFinished: (finished: boolean) => void;
  onDirty: (dirty: boolean) => void;
  handleRef: RefObject<VideoHandle | null>;
}

/** Less than this much unsaved watching is not worth a leave warning. */
const DIRTY_SECONDS = 1;
/** A pause right after a save has next to nothing new to send. */
const MIN_SAVE_SECONDS = 0.25;
/** Before Next, everything played is sent. */
const ANY_SECONDS = 0.001;

/**
 * A video in the page's own element, watched honestly (docs/adr/0021): seeking ahead of the furthest
 * point watched from the start snaps back; what the element really played is saved about every 5 s
 * of playback (at most every 10 s), on pause and at the end; Next unlocks by the server's own rule.
 */
export function VideoPage({ src, title, fileStart, data, tracked, preWork, update, page, onFinished, onDirty, handleRef }: VideoPageProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // What the page had recorded when it opened (the page is keyed: a new page starts afresh).
  const [opened] = useState(() => ({ watched: videoRecordOf(data).watched, start: startPosition(videoRecordOf(data), fileStart) }));

  // The handlers below read the latest props through this ref: the element's listeners are attached once.
  const props = useRef({ tracked, preWork, update, page, onFinished, onDirty, fileStart });
  useEffect(() => {
    props.current = { tracked, preWork, update, page, onFinished, onDirty, fileStart };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // What the server credited (its last answer) and what this tab has had accepted since.
    const credited = { current: opened.watched };
    const confirmed = { current: opened.watched };
    const lastSaveAt = { current: Date.now() };
    const played = () => rangesOf(video.played);
    const watched = () => mergeRanges([...credited.current, ...played()]);
    const unsent = () => subtractRanges(played(), confirmed.current);
    const limit = () => seekLimit(watched(), props.current.fileStart);

    const report = () => {
      props.current.onFinished(videoFinished(watched(), video.duration, props.current.preWork));
      props.current.onDirty(props.current.tracked && totalSeconds(unsent()) >= DIRTY_SECONDS);
    };

    // One save in flight at a time: a pause right after the end (or a flush during a periodic save)
    // waits for it, then sends only what is still new.
    let inFlight: Promise<void> | null = null;
    const send = async (): Promise<void> => {
      let sending: Range[] = [];
      lastSaveAt.current = Date.now();
      const { page: index } = props.current;
      await props.current.update(
        () => {
          sending = unsent();
          return videoUpdateData(sending, video.currentTime, video.duration);
        },
        (record) => {
          confirmed.current = mergeRanges([...confirmed.current, ...sending]);
          credited.current = videoRecordOf(record.pages[index]?.data).watched;
        },
      );
      report();
    };
    /** Saves what was played and not saved yet, when it is at least `least` seconds. */
    const save = (least: number): Promise<void> => {
      if (!props.current.tracked) return Promise.resolve();
      if (inFlight) return inFlight.then(() => save(least));
      if (totalSeconds(unsent()) < least) return Promise.resolve();
      inFlight = send().finally(() => {
        inFlight = null;
      });
      return inFlight;
    };

    const onLoaded = () => {
      if (opened.start > 0 && Math.abs(video.currentTime - opened.start) > 0.5) video.currentTime = opened.start;
      report();
    };
    const onTime = () => {
      report();
      if (!video.paused && !inFlight && periodicSaveDue(totalSeconds(unsent()), Date.now() - lastSaveAt.current)) void save(MIN_SAVE_SECONDS);
    };
    const onSeeking = () => {
      if (!props.current.tracked) return;
      const target = video.currentTime;
      const allowed = allowedSeek(target, limit());
      if (allowed !== target) video.currentTime = allowed;
    };
    const onPauseOrEnd = () => {
      report();
      void save(MIN_SAVE_SECONDS);
    };
    const onRate = () => {
      // The server credits at most 2x real time: faster playback would only be refused later.
      if (video.playbackRate > VIDEO_MAX_PLAYBACK_RATE) video.playbackRate = VIDEO_MAX_PLAYBACK_RATE;
    };
    const onError = () => setFailed(true);

    handleRef.current = {
      flush: () => {
        video.pause();
        return save(ANY_SECONDS);
      },
    };
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['loadedmetadata', onLoaded],
      ['timeupdate', onTime],
      ['seeking', onSeeking],
      ['pause', onPauseOrEnd],
      ['ended', onPauseOrEnd],
      ['ratechange', onRate],
      ['error', onError],
    ];
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onLoaded();
    return () => {
      handleRef.current = null;
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
      // Leaving the page (Prev, a page of the list): what was watched is kept.
      void save(DIRTY_SECONDS);
    };
  }, [src, handleRef, opened]);

  return (
    <Box>
      {failed ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {LEARNING_TEXT.videoUnavailable}
        </Alert>
      ) : (
        <video ref={videoRef} className={classes.video} src={src} title={title} controls playsInline preload="metadata" controlsList="nodownload" />
      )}
      {tracked && (
        <Group gap={6} mt="xs" c="dimmed">
          <IconLock size={14} stroke={1.7} />
          <Text fz="xs">{preWork ? LEARNING_TEXT.watchToNearEnd : LEARNING_TEXT.watchToEnd}</Text>
        </Group>
      )}
    </Box>
  );
}
