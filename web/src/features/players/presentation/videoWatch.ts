import { VIDEO_SAVE_EVERY_S, VIDEO_SAVE_THROTTLE_MS } from '@cytocampus/contracts';
import { mergeIntervals, videoDone, watchedFromStart as watchedFromStartOf } from '@cytocampus/domain';

/**
 * Honest video progress on the client (docs/adr/0021): what the element really played, as
 * [from, to] seconds, and the same rules the server applies to them, so the player unlocks Next
 * when the server will accept it.
 */
export type Range = [number, number];

/** Sorted, non-overlapping ranges; empty and non-finite ones are dropped (the server's own merge). */
export const mergeRanges = (ranges: readonly (readonly [number, number])[]): Range[] => mergeIntervals(ranges);

/** The parts of `ranges` that `covered` does not cover (both merged first). */
export function subtractRanges(ranges: readonly Range[], covered: readonly Range[]): Range[] {
  const holes = mergeRanges(covered);
  const out: Range[] = [];
  for (const [from, to] of mergeRanges(ranges)) {
    let start = from;
    for (const [a, b] of holes) {
      if (b <= start || a >= to) continue;
      if (a > start) out.push([start, a]);
      start = Math.max(start, b);
      if (start >= to) break;
    }
    if (start < to) out.push([start, to]);
  }
  return out.filter(([a, b]) => b - a > 1e-3);
}

/** A media element's `played` (or `buffered`) TimeRanges as ranges. */
export function rangesOf(times: { length: number; start(index: number): number; end(index: number): number }): Range[] {
  const ranges: Range[] = [];
  for (let index = 0; index < times.length; index += 1) ranges.push([times.start(index), times.end(index)]);
  return mergeRanges(ranges);
}

export const totalSeconds = (ranges: readonly Range[]): number => ranges.reduce((sum, [a, b]) => sum + (b - a), 0);

/** How far from the start the video was watched without a gap (the server's rule). */
export const watchedFromStart = (ranges: readonly Range[]): number => watchedFromStartOf(mergeIntervals(ranges));

/**
 * Whether Next may leave a video page: watched without a gap to the end, or, for organizations that
 * do pre-work, to within 60 seconds of it (spec part 2 section 4) — the very rule the server
 * applies to the submit. No known duration: not yet.
 */
export function videoFinished(watched: readonly Range[], duration: number | null, preWork: boolean): boolean {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return false;
  return videoDone({ watched: mergeIntervals(watched), duration, playedCurrentTime: 0 }, preWork);
}

/** Seconds a forward seek may overshoot the furthest point watched (time updates arrive about every 250 ms). */
export const SEEK_TOLERANCE_S = 1;

/**
 * The furthest point the learner may seek to: the end of what was watched from the start, or the
 * page's own starting point when it starts later. Seeking back is always allowed.
 */
export const seekLimit = (watched: readonly Range[], startAt: number): number => Math.max(watchedFromStart(watched), startAt);

/** Where a seek to `target` lands: there, or back at the limit when it jumps ahead of what was watched. */
export const allowedSeek = (target: number, limit: number): number => (target > limit + SEEK_TOLERANCE_S ? limit : target);

/**
 * The periodic save during playback: about every 5 s of playback, at most once per 10 s (spec part
 * 2 sections 4 and 9). A pause or the end saves at once.
 */
export const periodicSaveDue = (playedSinceSave: number, msSinceSave: number): boolean =>
  playedSinceSave >= VIDEO_SAVE_EVERY_S && msSinceSave >= VIDEO_SAVE_THROTTLE_MS;

/** What a video page's review holds: the merged seconds the server credited, the last position, the duration. */
export interface VideoRecord {
  watched: Range[];
  playedCurrentTime: number | null;
  duration: number | null;
}

/** A page's recorded data read as a video's (anything missing or odd reads as nothing watched). */
export function videoRecordOf(data: Record<string, unknown> | undefined): VideoRecord {
  const raw = Array.isArray(data?.watched) ? (data.watched as unknown[]) : [];
  const watched = mergeRanges(raw.filter((r): r is [number, number] => Array.isArray(r) && r.length === 2 && r.every((n) => typeof n === 'number')));
  const duration = typeof data?.duration === 'number' && data.duration > 0 ? data.duration : null;
  const playedCurrentTime = typeof data?.playedCurrentTime === 'number' && data.playedCurrentTime >= 0 ? data.playedCurrentTime : null;
  return { watched, playedCurrentTime, duration };
}

/**
 * Where playback starts: the position last saved, else the page's own starting point (a file's
 * playedCurrentTime), never beyond what the learner may seek to.
 */
export function startPosition(record: VideoRecord, fileStart: number): number {
  const limit = seekLimit(record.watched, fileStart);
  return Math.min(record.playedCurrentTime ?? fileStart, limit);
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The body of a video page's update: the new ranges, the position and the duration (when the element knows it). */
export function videoUpdateData(newRanges: readonly Range[], position: number, duration: number): Record<string, unknown> {
  return {
    playedCurrentTime: round(position),
    watched: newRanges.map(([a, b]) => [round(a), round(b)]),
    duration: Number.isFinite(duration) && duration > 0 ? round(duration) : null,
  };
}
