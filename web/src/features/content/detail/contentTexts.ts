/** Texts of the content screens: the spec's where it words them (part 2 section 8), ours otherwise. */
export const CONTENT_TEXT = {
  lockFailed: 'An error occurred when locking/unlocking the item.',
  // Ours: the spec does not word these.
  activated: 'The item was activated.',
  play: 'Play as a learner',
  deactivated: 'The item was deactivated.',
  locked: 'The item was locked.',
  unlocked: 'The item was unlocked.',
  revisionCreated: 'A new revision was created. It stays inactive until you activate it.',
} as const;
