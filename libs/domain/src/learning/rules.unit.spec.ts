import { describe, expect, it } from '@jest/globals';
import { lockedAfterFirstUnfinished, mostRecentIndex } from './gating.js';
import { courseAverages, coursePassed, quizPageScore } from './scoring.js';
import { creditWatched, mergeIntervals, videoDone, watchedVideoOf } from './watched-video.js';

const choices = (...correct: boolean[]) => correct.map((isCorrect) => ({ isCorrect }));

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

describe('page score', () => {
  it('is correct selections / max(selected, correct)', () => {
    expect(quizPageScore(choices(true, false, false), [0], 1)).toBe(1);
    expect(quizPageScore(choices(true, true, false), [0], 1)).toBe(0.5);
    expect(quizPageScore(choices(true, true, false), [0, 1, 2], 1)).toBeCloseTo(2 / 3);
  });
  it('is -1 when wrong or incomplete, null without a question', () => {
    expect(quizPageScore(choices(true, false), [1], 1)).toBe(-1);
    expect(quizPageScore(choices(true, true, false), [0], 2)).toBe(-1);
    expect(quizPageScore(choices(true, false), [], 1)).toBe(-1);
    expect(quizPageScore(choices(true, false), [7, -1], 1)).toBe(-1);
    expect(quizPageScore(null, [0], 1)).toBeNull();
  });
});

describe('course result and pass', () => {
  it('averages progress over the course items and result over completed graded items', () => {
    const records = [
      { progress: 1, result: 1, graded: true },
      { progress: 1, result: 0.5, graded: true },
      { progress: 1, result: null, graded: false },
      { progress: 0.5, result: null, graded: true },
    ];
    expect(courseAverages(5, records)).toEqual({ progress: 3.5 / 5, result: 0.75 });
    expect(courseAverages(0, [])).toEqual({ progress: 0, result: null });
  });
  it('passes when result × 100 reaches the passing score', () => {
    expect(coursePassed(0.7, 70)).toBe(true);
    expect(coursePassed(0.69, 70)).toBe(false);
    expect(coursePassed(null, 0)).toBe(false);
    expect(coursePassed(0.5, null)).toBe(false);
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
