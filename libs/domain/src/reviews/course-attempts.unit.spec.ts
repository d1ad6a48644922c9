import { describe, expect, it } from '@jest/globals';
import { COURSE_RETAKE_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { fold } from '../core/decider.js';
import { courseAttemptsDecider, itemAttempt, type CourseAttemptsEvent, type RetakeCourse } from './course-attempts.js';

const failed = { progress: 1, result: 0.4, passingScore: 70, firstStart: 1 };
const retake = (over: Partial<RetakeCourse> = {}): RetakeCourse => ({
  type: 'RetakeCourse',
  userId: 'u1',
  moduleId: 'm1',
  assigned: true,
  course: failed,
  attempt: 1,
  maxAttempts: 3,
  gradedItemIds: ['q1', 't1'],
  now: 5000,
  ...over,
});
const retaken = (attempt: number, result = 0.4, retakenAt = 5000): CourseAttemptsEvent => ({
  type: 'CourseRetaken',
  data: { userId: 'u1', moduleId: 'm1', attempt, maxAttempts: 3, itemIds: ['q1', 't1'], result, retakenAt },
});

describe('course attempts: retakes of a failed course (issue 30)', () => {
  it('a failed course with attempts left begins the next attempt of its graded items, until the last', () => {
    expect(fold(courseAttemptsDecider, [])).toEqual({ attempt: 1 });
    given(courseAttemptsDecider, [])
      .when(retake())
      .then([retaken(2)]);
    given(courseAttemptsDecider, [retaken(2)])
      .when(retake({ attempt: 2, now: 9000 }))
      .then([retaken(3, 0.4, 9000)]);
    given(courseAttemptsDecider, [retaken(2), retaken(3)])
      .when(retake({ attempt: 3 }))
      .thenRefuses(COURSE_RETAKE_MSG.noAttemptsLeft);
  });

  it('refuses a passed, unfinished or ungraded course, one outside the assignment, and a stale attempt', () => {
    given(courseAttemptsDecider, [])
      .when(retake({ course: { ...failed, result: 0.7 } }))
      .thenRefuses(COURSE_RETAKE_MSG.notFailed);
    given(courseAttemptsDecider, [])
      .when(retake({ course: { ...failed, progress: 0.5 } }))
      .thenRefuses(COURSE_RETAKE_MSG.notFailed);
    given(courseAttemptsDecider, [])
      .when(retake({ course: { ...failed, result: null } }))
      .thenRefuses(COURSE_RETAKE_MSG.notFailed);
    given(courseAttemptsDecider, [])
      .when(retake({ assigned: false }))
      .thenRefuses(COURSE_RETAKE_MSG.notAssigned);
    given(courseAttemptsDecider, [])
      .when(retake({ maxAttempts: 1 }))
      .thenRefuses(COURSE_RETAKE_MSG.noAttemptsLeft);
    given(courseAttemptsDecider, [retaken(2)])
      .when(retake({ attempt: 1 }))
      .thenRefuses(COURSE_RETAKE_MSG.retakenAlready);
  });

  it('a graded item opens the course attempt, a practice quiz its own Try Again count', () => {
    expect(itemAttempt(true, 1, 2)).toBe(2);
    expect(itemAttempt(false, 1, 2)).toBe(1);
    expect(itemAttempt(false, 3, 1)).toBe(3);
  });
});
