/** Texts of reviews (attempts). The first is the spec's (part 1, "Review sessions"); the others are ours. */
export const REVIEW_MSG = {
  sessionExpired: 'Your review session has expired.',
  submitted: 'This review has been submitted and can no longer change.',
  notStarted: 'This review has not been started.',
  changedElsewhere: 'This review was changed elsewhere since you opened it. Reload to continue.',
  noSuchPage: 'This page does not exist in the review.',
  noPages: 'This item has no pages to review.',
  notFound: 'Review not found.',
  recordNotFound: 'Stats record not found.',
  pageNotReachable: 'Finish the pages before this one first.',
  videoNotWatched: 'Watch the video to its end before moving on.',
  itemNotInCourse: 'This item is not part of the course.',
  itemLocked: 'Finish the item before this one first.',
  courseLocked: 'Finish the course before this one first.',
  courseClosed: 'This course is not open now.',
  tooFewChoices: 'Select at least the minimum number of choices.',
  tooManyChoices: 'Too many choices selected.',
  // Try Again on a finished practice quiz (issue 28).
  onlyPractice: 'Only a practice quiz can be taken again: a graded quiz is taken once.',
  notFinished: 'Finish this attempt before trying again.',
  retakenAlready: 'This quiz has been started again since: open it from the course.',
} as const;

/**
 * Retakes of a failed course (issue 30): an assignment entry allows 1 to COURSE_ATTEMPTS_MAX
 * attempts (1, today's behaviour, when it says none).
 */
export const COURSE_ATTEMPTS_DEFAULT = 1;
export const COURSE_ATTEMPTS_MAX = 10;

/** Why a course retake is refused (409, nothing stored). */
export const COURSE_RETAKE_MSG = {
  notAssigned: 'Only a course of your assignment can be retaken.',
  notFailed: 'Only a finished course below its passing score can be retaken.',
  noAttemptsLeft: 'No attempts are left for this course: ask your manager to have your progress in it reset.',
  retakenAlready: 'This course has been retaken since: open it from your courses.',
} as const;

/** Why a tab's review session is no longer its own, as the server's session tells (issue 28 finding 5). */
export type ReviewExpiryCause = 'openedElsewhere' | 'savedElsewhere' | 'submittedElsewhere' | 'changedElsewhere';

/**
 * Said under the spec's 'Your review session has expired.': why, and what its OK (reload) and
 * Cancel (go back) will do.
 */
export const REVIEW_EXPIRED_TEXT: Record<ReviewExpiryCause, { why: string; ok: string; cancel: string }> = {
  openedElsewhere: {
    why: 'This review was opened in another tab or window. A review can be worked on in one place at a time.',
    ok: 'OK continues it here, and the other tab or window stops.',
    cancel: 'Cancel goes back to the course and leaves the review to the other tab or window.',
  },
  savedElsewhere: {
    why: 'This review was saved and closed in another tab or window.',
    ok: 'OK opens it here again, as it was saved.',
    cancel: 'Cancel goes back to the course.',
  },
  submittedElsewhere: {
    why: 'This review was submitted in another tab or window.',
    ok: 'OK shows it here as it was submitted.',
    cancel: 'Cancel goes back to the course.',
  },
  changedElsewhere: {
    why: 'This review was changed in another tab or window.',
    ok: 'OK opens it here again, as it is now.',
    cancel: 'Cancel goes back to the course.',
  },
};

/** The client's copy of a review that an update, save or submit must match (spec: id, elapsed, start, session, lastUpdate). */
export interface ReviewCopy {
  id: string;
  elapsed: number;
  startTime: number | null;
  session: string | null;
  lastUpdate: number | null;
}
