import { LEARNING_TEXT, type CourseHeader, type ItemStats } from '@cytocampus/contracts';
import { scheduleDeadline } from './schedule.js';

/**
 * Progress of a course or an item (spec part 2 section 4 "Course progress"): not started (no first
 * start, progress 0), started (a first start, progress 0), in progress (above 0, below 1), complete (1).
 */
export type ProgressState = 'notStarted' | 'started' | 'inProgress' | 'complete';

export function progressState(progress: number, started: boolean): ProgressState {
  if (progress >= 1) return 'complete';
  if (progress > 0) return 'inProgress';
  return started ? 'started' : 'notStarted';
}

export const courseProgressState = (course: Pick<CourseHeader, 'progress' | 'firstStart'>): ProgressState =>
  progressState(course.progress, course.firstStart !== null);

/** An item's state from its stats (none: not started); its start is its review's start, else its first start. */
export const itemProgressState = (stats: ItemStats | null): ProgressState =>
  stats ? progressState(stats.progress, stats.startTime !== null || stats.firstStart !== null) : 'notStarted';

const PROGRESS_LABELS: Record<ProgressState, string> = {
  complete: LEARNING_TEXT.complete,
  inProgress: LEARNING_TEXT.inProgress,
  started: LEARNING_TEXT.started,
  notStarted: LEARNING_TEXT.notStarted,
};

/** 'Complete' at 1, 'In Progress' above 0, 'Started' when started, else 'Not Started'. */
export const progressLabel = (state: ProgressState): string => PROGRESS_LABELS[state];

/**
 * The tile's button (spec part 2 section 4 "Tile button"): 'Review Course' when complete, 'Begin
 * Course' with no progress on a course with a due date or one not begun, else 'Continue Course'.
 */
export function tileButtonLabel(course: Pick<CourseHeader, 'progress' | 'firstStart' | 'schedule'>): string {
  if (course.progress >= 1) return LEARNING_TEXT.reviewCourse;
  const hasDueDate = course.schedule.enabled && scheduleDeadline(course.schedule) !== null;
  if (course.firstStart === null || (course.progress === 0 && hasDueDate)) return LEARNING_TEXT.beginCourse;
  return LEARNING_TEXT.continueCourse;
}

/** A 0..1 fraction as a whole percentage ('85%'). */
export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;
