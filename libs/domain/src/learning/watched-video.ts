import { VIDEO_MAX_PLAYBACK_RATE, VIDEO_UNLOCK_BEFORE_END_S } from '@cytocampus/contracts';

/** Seconds of a video, [from, to], sorted and not overlapping. */
export type Intervals = [number, number][];

/** What a video page's review records: the merged seconds actually watched, the position, the duration. */
export interface WatchedVideo {
  watched: Intervals;
  playedCurrentTime: number;
  duration: number | null;
}

export function mergeIntervals(intervals: readonly (readonly [number, number])[]): Intervals {
  const sorted = intervals.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && b > a).sort((x, y) => x[0] - y[0]);
  const merged: Intervals = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

const total = (intervals: Intervals): number => intervals.reduce((sum, [a, b]) => sum + b - a, 0);

/**
 * Credits what a player reports it played since the last save, honestly: only seconds inside the
 * video, and never more new seconds than real time allowed (at most VIDEO_MAX_PLAYBACK_RATE × the
 * time since the review last changed, plus a second of slack). A forged range or a scrubbed player
 * adds at most what could really have been watched (docs/adr/0021).
 */
export function creditWatched(
  before: WatchedVideo,
  reported: { watched: readonly (readonly [number, number])[]; playedCurrentTime: number; duration: number | null },
  realSeconds: number,
): WatchedVideo {
  // The duration is fixed by the first report that has one; a later, shorter one would unlock the end early.
  const duration = before.duration ?? (reported.duration !== null && Number.isFinite(reported.duration) && reported.duration > 0 ? reported.duration : null);
  const end = duration ?? Number.MAX_SAFE_INTEGER;
  const clipped = reported.watched.map(([a, b]): [number, number] => [Math.max(0, a), Math.min(end, b)]);
  let budget = Math.max(0, realSeconds) * VIDEO_MAX_PLAYBACK_RATE + 1;
  const credited: Intervals = before.watched.map(([a, b]) => [a, b]);
  for (const [from, to] of mergeIntervals(clipped)) {
    if (budget <= 0) break;
    const fresh = total(mergeIntervals([...credited, [from, to]])) - total(mergeIntervals(credited));
    if (fresh <= budget) {
      credited.push([from, to]);
      budget -= fresh;
    } else {
      credited.push([from, from + budget]);
      budget = 0;
    }
  }
  const watched = mergeIntervals(credited);
  const playedCurrentTime = Math.min(end, Math.max(0, Number.isFinite(reported.playedCurrentTime) ? reported.playedCurrentTime : 0));
  return { watched, playedCurrentTime, duration };
}

/** How far from the start the video was watched without a gap. */
export const watchedFromStart = (watched: Intervals): number => {
  const first = watched[0];
  return first && first[0] <= 1 ? first[1] : 0;
};

/**
 * Whether Next may leave a video page: watched to the end, or (pre-work organizations) to within 60
 * seconds of it. A video whose duration was never reported cannot be shown finished.
 */
export function videoDone(video: WatchedVideo, preWork: boolean): boolean {
  if (video.duration === null) return false;
  const needed = preWork ? Math.max(0, video.duration - VIDEO_UNLOCK_BEFORE_END_S) : video.duration - 1;
  return watchedFromStart(video.watched) >= needed;
}

/** A page's recorded data read as a video's (missing or odd fields read as nothing watched). */
export function watchedVideoOf(data: Record<string, unknown>): WatchedVideo {
  const watched = Array.isArray(data.watched)
    ? mergeIntervals(
        (data.watched as unknown[]).filter((r): r is [number, number] => Array.isArray(r) && r.length === 2 && r.every((n) => typeof n === 'number')),
      )
    : [];
  const duration = typeof data.duration === 'number' && data.duration > 0 ? data.duration : null;
  const playedCurrentTime = typeof data.playedCurrentTime === 'number' ? data.playedCurrentTime : 0;
  return { watched, playedCurrentTime, duration };
}
