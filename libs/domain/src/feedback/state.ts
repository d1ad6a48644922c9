import type { FeedbackEvent, FeedbackSubmittedData } from './events.js';

export interface FeedbackState {
  submission: FeedbackSubmittedData | null;
}

export const initialFeedbackState = (): FeedbackState => ({ submission: null });

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { submission: event.data };
  }
}
