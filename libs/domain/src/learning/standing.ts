import { LEARNING_TEXT, type CourseHeader } from '@cytocampus/contracts';
import { coursePassed } from '../scoring/course.js';
import { progressLabel, progressState, type ProgressState } from './status.js';

/** The figures a course's standing follows from (a course header, an organization progress cell, a progress overview row). */
export type StandingFigures = Pick<CourseHeader, 'progress' | 'firstStart' | 'result' | 'passingScore'>;

/**
 * Where a learner stands in a course: its progress state while unfinished; once complete, passed
 * or failed against the passing score of their assignment entry (spec part 2 section 9: passed when
 * result × 100 ≥ passingScore), or just complete when there is nothing to pass (no passing score,
 * no graded result). Progress and pass are apart: a finished course below its score is 'failed'.
 */
export type CourseStanding = ProgressState | 'passed' | 'failed';

export function courseStanding(course: StandingFigures): CourseStanding {
  const state = progressState(course.progress, course.firstStart !== null);
  if (state !== 'complete' || course.result === null || course.passingScore === null) return state;
  return coursePassed(course.result, course.passingScore) ? 'passed' : 'failed';
}

/** 'Passed', 'Not Passed', else the progress label ('Complete', 'In Progress', 'Started', 'Not Started'). */
export function standingLabel(standing: CourseStanding): string {
  if (standing === 'passed') return LEARNING_TEXT.passed;
  if (standing === 'failed') return LEARNING_TEXT.notPassed;
  return progressLabel(standing);
}

/** A learner's own course header as retakes need it (issue 30). */
export type RetakeFigures = StandingFigures & Pick<CourseHeader, 'attempt' | 'maxAttempts' | 'assigned'>;

const hasAttempts = (course: StandingFigures | RetakeFigures): course is RetakeFigures => 'maxAttempts' in course;

/** The attempt a retake of the course would begin: only for a failed course of the learner's assignment with attempts left; else null. */
export const nextCourseAttempt = (course: RetakeFigures): number | null =>
  course.assigned && courseStanding(course) === 'failed' && course.attempt < course.maxAttempts ? course.attempt + 1 : null;

/**
 * A failed course says what it needed and what the learner can do next: retake it while attempts
 * are left (a learner's own header), else ask their manager; any other standing has nothing to add.
 */
export function standingAdvice(course: StandingFigures | RetakeFigures): string | null {
  if (courseStanding(course) !== 'failed') return null;
  const next = hasAttempts(course) ? nextCourseAttempt(course) : null;
  return next !== null && hasAttempts(course)
    ? LEARNING_TEXT.retakeAdvice(course.passingScore!, next, course.maxAttempts)
    : LEARNING_TEXT.notPassedAdvice(course.passingScore!);
}
