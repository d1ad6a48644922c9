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

/** A failed course says what it needed and what the learner can do next; any other standing has nothing to add. */
export const standingAdvice = (course: StandingFigures): string | null =>
  courseStanding(course) === 'failed' ? LEARNING_TEXT.notPassedAdvice(course.passingScore!) : null;
