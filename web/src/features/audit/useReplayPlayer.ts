import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewReplay } from '@cytocampus/contracts';
import { momentAt, momentsOf, type ReplayMoment } from './replayMoment';
import { buildTimeline, toReal, toReplay, type Timeline } from './replayTimeline';

export const REPLAY_SPEEDS = [1, 2, 4, 8, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export interface ReplayPlayer {
  timeline: Timeline;
  /** Replay time, ms from the start. */
  position: number;
  /** The real time (epoch ms) it stands for, and what was on screen then. */
  at: number;
  moment: ReplayMoment;
  playing: boolean;
  speed: ReplaySpeed;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: ReplaySpeed) => void;
  /** Jumps to a replay time; playing goes on from there. */
  seek: (position: number) => void;
  /** Jumps to a recorded moment (epoch ms). */
  seekTo: (at: number) => void;
}

/** Where a replay opened at a slide page starts: that page's first moment. */
function startOf(replay: ReviewReplay, timeline: Timeline, page: number | undefined): number {
  if (page === undefined) return 0;
  const first = [...replay.views, ...replay.events].filter((moment) => moment.page === page).sort((a, b) => a.at - b.at)[0];
  return first ? toReplay(timeline, first.at) : 0;
}

/**
 * The replay's clock and what it shows: play at 1× to 16× (one animation frame at a time), pause,
 * seek. Quiet stretches are compressed (replayTimeline). `replay` must be time-ordered.
 */
export function useReplayPlayer(replay: ReviewReplay, startPage?: number): ReplayPlayer {
  const timeline = useMemo(() => buildTimeline(momentsOf(replay)), [replay]);
  const [position, setPosition] = useState(() => startOf(replay, timeline, startPage));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const positionRef = useRef(position);

  const seek = useCallback(
    (next: number) => {
      const clamped = Math.min(timeline.duration, Math.max(0, next));
      positionRef.current = clamped;
      setPosition(clamped);
    },
    [timeline.duration],
  );

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const next = Math.min(timeline.duration, positionRef.current + (now - last) * speed);
      last = now;
      seek(next);
      if (next >= timeline.duration) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, timeline.duration, seek]);

  const play = useCallback(() => {
    // At the end, playing starts over.
    if (positionRef.current >= timeline.duration) seek(0);
    setPlaying(true);
  }, [seek, timeline.duration]);
  const pause = useCallback(() => setPlaying(false), []);
  // Stable, so the event list (memoised) renders only when the current event changes.
  const seekTo = useCallback((moment: number) => seek(toReplay(timeline, moment)), [seek, timeline]);

  const at = toReal(timeline, position);
  const moment = useMemo(() => momentAt(replay, at), [replay, at]);
  return { timeline, position, at, moment, playing, speed, play, pause, setSpeed, seek, seekTo };
}
