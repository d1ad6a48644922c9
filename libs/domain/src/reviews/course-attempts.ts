import { COURSE_RETAKE_MSG } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { courseStanding, type StandingFigures } from '../learning/standing.js';

/**
 * The attempts of one learner at one course of their assignment (issue 30, docs/adr/0021): attempt 1
 * until a retake; each retake of the failed course begins the next attempt of every graded item (a
 * new review each, numbered as the course attempt), while the earlier reviews stay as they were.
 * The stream holds only those starts, so a checkout finds the course attempt with one short read.
 */
export const courseAttemptsStream = (userId: string, moduleId: string): string => `courseattempts-${userId}-${moduleId}`;

/** A learner retook a failed course: `attempt` of `maxAttempts` begins for its graded items `itemIds` (their earlier attempts no longer stand). */
export type CourseRetaken = DomainEvent<
  'CourseRetaken',
  { userId: string; moduleId: string; attempt: number; maxAttempts: number; itemIds: string[]; result: number | null; retakenAt: number }
>;
export type CourseAttemptsEvent = CourseRetaken;

export interface CourseAttempts {
  attempt: number;
}

/** Retake course: the facts of the course as the learner's header shows them; the decider judges its standing. */
export interface RetakeCourse {
  type: 'RetakeCourse';
  userId: string;
  moduleId: string;
  /** The course is one of the learner's assignment (the entry gives the attempts). */
  assigned: boolean;
  course: StandingFigures;
  /** The attempt the header shows (a second click, or a second tab, finds the course retaken since). */
  attempt: number;
  maxAttempts: number;
  /** The course's graded items: each gets a new attempt. */
  gradedItemIds: string[];
  now: number;
}

/**
 * Only a course of the learner's assignment, only once it is finished below its passing score, only
 * while attempts are left, and only from the attempt the learner saw. Nothing else retakes a course.
 */
export const courseAttemptsDecider: Decider<RetakeCourse, CourseAttemptsEvent, CourseAttempts> = {
  initialState: () => ({ attempt: 1 }),
  evolve: (_state, event) => ({ attempt: event.data.attempt }),
  decide: (command, state) => {
    if (!command.assigned) refuse('conflict', COURSE_RETAKE_MSG.notAssigned);
    if (command.attempt !== state.attempt) refuse('conflict', COURSE_RETAKE_MSG.retakenAlready);
    if (courseStanding(command.course) !== 'failed') refuse('conflict', COURSE_RETAKE_MSG.notFailed);
    if (state.attempt >= command.maxAttempts) refuse('conflict', COURSE_RETAKE_MSG.noAttemptsLeft);
    const { userId, moduleId, maxAttempts, gradedItemIds, now } = command;
    return [
      {
        type: 'CourseRetaken',
        data: { userId, moduleId, attempt: state.attempt + 1, maxAttempts, itemIds: gradedItemIds, result: command.course.result, retakenAt: now },
      },
    ];
  },
};

/**
 * Which attempt of an item a checkout opens: a graded item's follows the course's (a retake of the
 * course begins it), a practice quiz's its own Try Again count; the larger, so that neither is lost.
 */
export const itemAttempt = (graded: boolean, itemAttempts: number, courseAttempts: number): number =>
  graded ? Math.max(itemAttempts, courseAttempts) : itemAttempts;
