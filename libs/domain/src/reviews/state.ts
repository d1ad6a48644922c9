import type { ReviewPageRecord } from '@cytocampus/contracts';
import type { ReviewEvent, ReviewSubject } from './events.js';
import { pagesGraded } from './proficiency-taking.js';

/** The server keeps a page as the player holds it. */
export type ReviewPage = ReviewPageRecord;

/** The server's copy of a review (the spec's base record, with its pages). */
export interface ReviewState {
  subject: ReviewSubject | null;
  session: string | null;
  startTime: number | null;
  elapsed: number;
  lastUpdate: number | null;
  submitTime: number | null;
  score: number | null;
  pages: ReviewPage[];
}

export const initialReviewState = (): ReviewState => ({
  subject: null,
  session: null,
  startTime: null,
  elapsed: 0,
  lastUpdate: null,
  submitTime: null,
  score: null,
  pages: [],
});

const emptyPage = (): ReviewPage => ({ startTime: null, elapsed: 0, submitTime: null, score: null, lastUpdate: null, data: {} });

/** Completed pages / total pages (the spec's progress). */
export const reviewProgress = (state: ReviewState): number =>
  state.pages.length === 0 ? 0 : state.pages.filter((page) => page.submitTime !== null).length / state.pages.length;

/** The first page not yet submitted (pages complete in order); -1 when all are. */
export const firstIncompletePage = (state: ReviewState): number => state.pages.findIndex((page) => page.submitTime === null);

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewCheckedOut': {
      const { session, startTime, ...subject } = event.data;
      const pages = state.pages.length > 0 ? state.pages : Array.from({ length: subject.pageCount }, emptyPage);
      return { ...state, subject: state.subject ?? subject, session, startTime: state.startTime ?? startTime, pages };
    }
    case 'ReviewUpdated': {
      const { page, elapsed, pageElapsed, lastUpdate, data } = event.data;
      const pages = state.pages.map((p, i) => (i === page ? { ...p, startTime: p.startTime ?? lastUpdate, elapsed: pageElapsed, lastUpdate, data } : p));
      return { ...state, elapsed, lastUpdate, pages };
    }
    case 'ReviewPageVisited': {
      const { page, startTime } = event.data;
      return { ...state, lastUpdate: startTime, pages: state.pages.map((p, i) => (i === page ? { ...p, startTime: p.startTime ?? startTime } : p)) };
    }
    case 'ReviewSaved':
      return { ...state, session: null, lastUpdate: event.data.lastUpdate };
    case 'ReviewPageSubmitted': {
      const { page, score, submitTime } = event.data;
      const pages = state.pages.map((p, i) => (i === page ? { ...p, startTime: p.startTime ?? submitTime, score, submitTime, lastUpdate: submitTime } : p));
      return { ...state, lastUpdate: submitTime, pages };
    }
    case 'ProficiencyTestGraded':
      // Every slide is submitted with its points; the grade itself is read from the event. ReviewCompleted, in the same append, ends the review.
      return pagesGraded(state, event.data.slides, event.data.size, event.data.submitTime);
    case 'ReviewCompleted':
      return { ...state, session: null, submitTime: event.data.submitTime, score: event.data.score, lastUpdate: event.data.submitTime };
    case 'ReviewCleared':
      // The next checkout starts a new attempt, of the item's revision at that time.
      return initialReviewState();
    case 'ReviewMarkedComplete': {
      const { orgId: _orgId, submitTime, score, ...subject } = event.data;
      const own = state.subject ?? subject;
      const pages = (state.pages.length > 0 ? state.pages : Array.from({ length: own.pageCount }, emptyPage)).map((p) =>
        p.submitTime !== null ? p : { ...p, startTime: p.startTime ?? submitTime, submitTime, lastUpdate: submitTime },
      );
      return { ...state, subject: own, session: null, startTime: state.startTime ?? submitTime, submitTime, score, lastUpdate: submitTime, pages };
    }
  }
}
