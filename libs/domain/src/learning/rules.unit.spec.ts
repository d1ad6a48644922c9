import { describe, expect, it } from '@jest/globals';
import { lockedAfterFirstUnfinished, mostRecentIndex } from './gating.js';
import { creditWatched, mergeIntervals, videoDone, watchedVideoOf } from './watched-video.js';

describe('gating', () => {
  it('locks everything after the first unfinished item, only when sequential', () => {
    expect(lockedAfterFirstUnfinished(true, [1, 0.5, 0, 1])).toEqual([false, false, true, true]);
    expect(lockedAfterFirstUnfinished(true, [1, 1, 0])).toEqual([false, false, false]);
    expect(lockedAfterFirstUnfinished(false, [0, 0, 0])).toEqual([false, false, false]);
  });
  it('the most recent course is the first from the right with progress, advancing past a complete one', () => {
    expect(mostRecentIndex([1, 0.5, 0])).toBe(1);
    expect(mostRecentIndex([1, 1, 0])).toBe(2);
    expect(mostRecentIndex([0, 0])).toBe(0);
    expect(mostRecentIndex([0.2, 1])).toBe(1);
  });
});

describe('watched video', () => {
  const none = { watched: [], playedCurrentTime: 0, duration: null };
  it('merges ranges', () => {
    expect(
      mergeIntervals([
        [5, 10],
        [0, 6],
        [20, 30],
        [30, 31],
      ]),
    ).toEqual([
      [0, 10],
      [20, 31],
    ]);
  });
  it('credits what real time allows: a forged range counts only as far as 2x the time that passed', () => {
    const after = creditWatched(none, { watched: [[0, 100]], playedCurrentTime: 100, duration: 120 }, 10);
    expect(after.watched).toEqual([[0, 21]]);
    expect(after.duration).toBe(120);
    const honest = creditWatched(after, { watched: [[21, 40]], playedCurrentTime: 40, duration: 120 }, 10);
    expect(honest.watched).toEqual([[0, 40]]);
  });
  it('keeps the first duration and clips ranges to it', () => {
    const first = creditWatched(none, { watched: [[0, 5]], playedCurrentTime: 5, duration: 30 }, 5);
    const shorter = creditWatched(first, { watched: [[5, 50]], playedCurrentTime: 50, duration: 6 }, 100);
    expect([shorter.duration, shorter.watched, shorter.playedCurrentTime]).toEqual([30, [[0, 30]], 30]);
  });
  it('is done at the end, or within 60 s of it for pre-work, without gaps from the start', () => {
    expect(videoDone({ watched: [[0, 119.5]], playedCurrentTime: 119.5, duration: 120 }, false)).toBe(true);
    expect(videoDone({ watched: [[0, 100]], playedCurrentTime: 100, duration: 120 }, false)).toBe(false);
    expect(videoDone({ watched: [[0, 60]], playedCurrentTime: 60, duration: 120 }, true)).toBe(true);
    expect(
      videoDone(
        {
          watched: [
            [0, 10],
            [30, 120],
          ],
          playedCurrentTime: 120,
          duration: 120,
        },
        false,
      ),
    ).toBe(false);
    expect(videoDone({ watched: [[0, 10]], playedCurrentTime: 10, duration: null }, true)).toBe(false);
    expect(watchedVideoOf({ watched: [[0, 3], 'x'], duration: -1 })).toEqual({ watched: [[0, 3]], playedCurrentTime: 0, duration: null });
  });
});
