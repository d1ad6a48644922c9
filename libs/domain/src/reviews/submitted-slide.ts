import type { GradedSlideFacts, SubmittedSlide } from './events.js';

/** A graded slide page as recorded: the slide's facts and what the page's record holds (its result and shortlist). */
export function submittedSlideOf(facts: GradedSlideFacts, data: Record<string, unknown> | undefined): SubmittedSlide {
  const shortList = Array.isArray(data?.shortList) ? data.shortList.filter((id): id is string => typeof id === 'string') : [];
  return { ...facts, answer: typeof data?.result === 'string' ? data.result : null, shortList };
}
