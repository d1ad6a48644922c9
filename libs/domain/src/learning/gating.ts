/**
 * Sequential gating (spec part 2 section 4 "Sequential courses", part 3 "Test progress"): in a
 * sequential course an item stays locked until the item before it has progress 1; in a sequential
 * assignment a course waits for the one before it. Since each waits for its predecessor, the first
 * unfinished one is open and everything after it is locked.
 */
export function lockedAfterFirstUnfinished(sequential: boolean, progresses: readonly number[]): boolean[] {
  let open = true;
  return progresses.map((progress) => {
    const locked = sequential && !open;
    if (progress < 1) open = false;
    return locked;
  });
}

/**
 * The most recent course (spec part 2 section 4): the first from the right with non-zero progress,
 * advancing to the next when that one is complete. Answers an index, or 0 when none is begun.
 */
export function mostRecentIndex(progresses: readonly number[]): number {
  for (let i = progresses.length - 1; i >= 0; i--) {
    const progress = progresses[i] ?? 0;
    if (progress > 0) return progress >= 1 && i + 1 < progresses.length ? i + 1 : i;
  }
  return 0;
}
