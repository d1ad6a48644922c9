import { describe, expect, it } from '@jest/globals';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { courseStanding, nextCourseAttempt, standingAdvice, standingLabel, type StandingFigures } from './standing.js';

const course = (progress: number, result: number | null, passingScore: number | null, firstStart: number | null = 1): StandingFigures => ({
  progress,
  result,
  passingScore,
  firstStart,
});

describe('course standing (issue 28: progress and pass are two things)', () => {
  it('a finished course below its passing score has failed, at or above it has passed', () => {
    expect(courseStanding(course(1, 0.35, 80))).toBe('failed');
    expect(courseStanding(course(1, 0.8, 80))).toBe('passed');
    expect(courseStanding(course(1, 0.7, 70))).toBe('passed');
    expect([standingLabel('failed'), standingLabel('passed')]).toEqual([LEARNING_TEXT.notPassed, LEARNING_TEXT.passed]);
  });
  it('an unfinished course is only in progress, whatever its result so far', () => {
    expect(courseStanding(course(0.5, 1, 80))).toBe('inProgress');
    expect(courseStanding(course(0.5, 0.1, 80))).toBe('inProgress');
    expect(courseStanding(course(0, null, 80))).toBe('started');
    expect(courseStanding(course(0, null, 80, null))).toBe('notStarted');
  });
  it('a finished course with nothing to pass (no passing score, no graded result) is complete', () => {
    expect(courseStanding(course(1, 0.35, null))).toBe('complete');
    expect(courseStanding(course(1, null, 80))).toBe('complete');
    expect(standingLabel('complete')).toBe(LEARNING_TEXT.complete);
  });
  it('only a failed course gives advice: the score it needs and what to do next', () => {
    expect(standingAdvice(course(1, 0.35, 80))).toBe(LEARNING_TEXT.notPassedAdvice(80));
    expect(standingAdvice(course(1, 0.35, 80))).toContain('80%');
    expect(standingAdvice(course(1, 0.9, 80))).toBeNull();
    expect(standingAdvice(course(0.5, 0.1, 80))).toBeNull();
  });
});

describe('retakes of a failed course (issue 30)', () => {
  const own = (attempt: number, maxAttempts: number, result = 0.35, assigned = true) => ({ ...course(1, result, 80), attempt, maxAttempts, assigned });

  it('a failed course of the assignment with attempts left offers the next attempt', () => {
    expect(nextCourseAttempt(own(1, 3))).toBe(2);
    expect(nextCourseAttempt(own(2, 3))).toBe(3);
    expect(standingAdvice(own(1, 3))).toBe(LEARNING_TEXT.retakeAdvice(80, 2, 3));
  });
  it('without attempts left, passed, unfinished or outside the assignment, none: a failed one still asks the manager', () => {
    expect(nextCourseAttempt(own(3, 3))).toBeNull();
    expect(nextCourseAttempt(own(1, 1))).toBeNull();
    expect(nextCourseAttempt(own(1, 3, 0.9))).toBeNull();
    expect(nextCourseAttempt({ ...own(1, 3), progress: 0.5 })).toBeNull();
    expect(nextCourseAttempt(own(1, 3, 0.35, false))).toBeNull();
    expect(standingAdvice(own(3, 3))).toBe(LEARNING_TEXT.notPassedAdvice(80));
  });
});
