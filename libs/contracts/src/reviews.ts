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

/** The client's copy of a review that an update, save or submit must match (spec: id, elapsed, start, session, lastUpdate). */
export interface ReviewCopy {
  id: string;
  elapsed: number;
  startTime: number | null;
  session: string | null;
  lastUpdate: number | null;
}
