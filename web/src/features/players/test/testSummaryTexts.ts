/** Texts of the test summary that the specification does not spell (ours); the spec's are SLIDE_REVIEW_TEXT, SLIDE_TILE_LABELS and LEARNING_TEXT. */
export const TEST_SUMMARY_TEXT = {
  progress: 'Progress',
  slidesDone: (done: number, total: number) => `${done} of ${total} slides`,
  slideNumber: (n: number) => `Slide ${n}`,
  slideLocked: 'Submit the previous slide to unlock this one.',
  noSlides: 'This test has no slides yet.',
  scoreSoFar: 'So far: final once every slide is submitted.',
  goingBack: 'Returning to the course in a few seconds.',
} as const;
