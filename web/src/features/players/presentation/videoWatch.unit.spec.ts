import { describe, expect, it } from '@jest/globals';
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
  watchedFromStart,
} from './videoWatch';

const times = (ranges: [number, number][]) => ({
  length: ranges.length,
  start: (i: number) => ranges[i]![0],
  end: (i: number) => ranges[i]![1],
});

describe('video watching on the client', () => {
  it('merges overlapping and touching ranges, drops empty and odd ones', () => {
    expect(
      mergeRanges([
        [5, 10],
        [0, 3],
        [3, 4],
        [9, 12],
        [20, 20],
        [1, Number.NaN],
      ]),
    ).toEqual([
      [0, 4],
      [5, 12],
    ]);
    expect(
      rangesOf(
        times([
          [0, 2],
          [1, 5],
        ]),
      ),
    ).toEqual([[0, 5]]);
  });

  it('sends only what was played since the last save', () => {
    expect(subtractRanges([[0, 30]], [[0, 10]])).toEqual([[10, 30]]);
    expect(
      subtractRanges(
        [[0, 30]],
        [
          [5, 10],
          [20, 25],
        ],
      ),
    ).toEqual([
      [0, 5],
      [10, 20],
      [25, 30],
    ]);
    expect(subtractRanges([[0, 10]], [[0, 10]])).toEqual([]);
    expect(
      subtractRanges(
        [
          [0, 10],
          [40, 50],
        ],
        [[5, 45]],
      ),
    ).toEqual([
      [0, 5],
      [45, 50],
    ]);
    expect(
      totalSeconds([
        [0, 5],
        [10, 12],
      ]),
    ).toBe(7);
  });

  it('counts watching only without a gap from the start', () => {
    expect(
      watchedFromStart([
        [0, 40],
        [50, 90],
      ]),
    ).toBe(40);
    expect(watchedFromStart([[0.5, 20]])).toBe(20);
    expect(watchedFromStart([[30, 90]])).toBe(0);
    expect(watchedFromStart([])).toBe(0);
  });

  it('unlocks Next at the end, or within 60 s of it for pre-work organizations', () => {
    expect(videoFinished([[0, 299.2]], 300, false)).toBe(true);
    expect(videoFinished([[0, 240]], 300, false)).toBe(false);
    expect(videoFinished([[0, 240]], 300, true)).toBe(true);
    expect(videoFinished([[0, 239]], 300, true)).toBe(false);
    // A gap is not watched, however far the position went.
    expect(
      videoFinished(
        [
          [0, 100],
          [120, 300],
        ],
        300,
        false,
      ),
    ).toBe(false);
    // A short video under pre-work still has to start playing; no duration: never.
    expect(videoFinished([[0, 1]], 45, true)).toBe(true);
    expect(videoFinished([[0, 300]], null, false)).toBe(false);
    expect(videoFinished([[0, 300]], Number.POSITIVE_INFINITY, false)).toBe(false);
  });

  it('snaps a seek ahead of the furthest point watched back to it; seeking back is free', () => {
    const limit = seekLimit([[0, 42]], 0);
    expect(limit).toBe(42);
    expect(allowedSeek(120, limit)).toBe(42);
    expect(allowedSeek(42.8, limit)).toBe(42.8);
    expect(allowedSeek(10, limit)).toBe(10);
    // A page that starts later may be played from its start.
    expect(seekLimit([], 30)).toBe(30);
  });

  it('saves about every 5 s of playback, at most every 10 s', () => {
    expect(periodicSaveDue(5, 10_000)).toBe(true);
    expect(periodicSaveDue(4.9, 60_000)).toBe(false);
    expect(periodicSaveDue(20, 9_999)).toBe(false);
  });

  it('reads the recorded data and starts where the learner left, never beyond what they watched', () => {
    const record = videoRecordOf({ watched: [[0, 50], 'x', [40, 60]], playedCurrentTime: 55, duration: 300 });
    expect(record).toEqual({ watched: [[0, 60]], playedCurrentTime: 55, duration: 300 });
    expect(startPosition(record, 0)).toBe(55);
    expect(startPosition({ watched: [[0, 20]], playedCurrentTime: 80, duration: 300 }, 0)).toBe(20);
    expect(startPosition(videoRecordOf({}), 12)).toBe(12);
    expect(videoRecordOf(undefined)).toEqual({ watched: [], playedCurrentTime: null, duration: null });
  });

  it('builds the update body the server merges', () => {
    expect(videoUpdateData([[10.12345, 20.5]], 20.5004, 300.0001)).toEqual({ playedCurrentTime: 20.5, watched: [[10.123, 20.5]], duration: 300 });
    expect(videoUpdateData([], 0, Number.NaN)).toEqual({ playedCurrentTime: 0, watched: [], duration: null });
  });
});
