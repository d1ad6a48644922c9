/**
 * The replay's clock. A review may span days (saved on Monday, finished on Friday), so every quiet
 * stretch longer than GAP_MS between two recorded moments plays as GAP_REPLAY_MS and is marked as
 * a gap; everything else plays in real time. Pure.
 */

/** Quiet stretches longer than this are compressed. */
export const GAP_MS = 60_000;
/** How long a compressed stretch lasts in the replay. */
export const GAP_REPLAY_MS = 2_000;

/** A recorded moment (epoch ms) and where it sits on the replay clock (ms from the start). */
interface Anchor {
  at: number;
  replay: number;
}

export interface ReplayGap {
  /** Replay time where the gap begins, and the real time it stands for. */
  replay: number;
  realMs: number;
}

export interface Timeline {
  anchors: readonly Anchor[];
  gaps: readonly ReplayGap[];
  /** Replay length in ms. */
  duration: number;
}

/** The replay clock of these moments (any order, repeats allowed). */
export function buildTimeline(moments: readonly number[]): Timeline {
  const times = [...new Set(moments.filter(Number.isFinite))].sort((a, b) => a - b);
  const anchors: Anchor[] = [];
  const gaps: ReplayGap[] = [];
  let replay = 0;
  times.forEach((at, i) => {
    if (i > 0) {
      const quiet = at - times[i - 1]!;
      if (quiet > GAP_MS) gaps.push({ replay, realMs: quiet });
      replay += quiet > GAP_MS ? GAP_REPLAY_MS : quiet;
    }
    anchors.push({ at, replay });
  });
  return { anchors, gaps, duration: replay };
}

/** The index of the last element whose key is ≤ value, or -1 (binary search over a sorted list). */
export function lastAtOrBefore<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (key(items[middle]!) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Real time (epoch ms) → replay time; a moment inside a compressed gap moves proportionally. */
export function toReplay(timeline: Timeline, at: number): number {
  const { anchors } = timeline;
  if (anchors.length === 0) return 0;
  const i = lastAtOrBefore(anchors, at, (anchor) => anchor.at);
  if (i === -1) return 0;
  const from = anchors[i]!;
  const to = anchors[i + 1];
  if (!to) return from.replay;
  return from.replay + ((at - from.at) / (to.at - from.at)) * (to.replay - from.replay);
}

/** Replay time → real time (epoch ms); the inverse of toReplay. */
export function toReal(timeline: Timeline, replay: number): number {
  const { anchors } = timeline;
  if (anchors.length === 0) return 0;
  const i = Math.max(
    0,
    lastAtOrBefore(anchors, replay, (anchor) => anchor.replay),
  );
  const from = anchors[i]!;
  const to = anchors[i + 1];
  if (!to || to.replay === from.replay) return from.at + Math.max(0, replay - from.replay);
  const share = Math.min(1, (replay - from.replay) / (to.replay - from.replay));
  return from.at + share * (to.at - from.at);
}

/** '1:05' or '1:02:05' for a replay position. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
