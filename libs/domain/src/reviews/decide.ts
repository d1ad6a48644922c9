import { PT_TAKING_MSG, REVIEW_MSG, type ReviewCopy } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { ReviewCommand } from './commands.js';
import type { ReviewEvent } from './events.js';
import { itemScore } from '../scoring/items.js';
import { scorePage } from '../scoring/page-facts.js';
import { decideProficiencySubmit, proficiencyOfState, requireBeforeDeadline } from './proficiency-taking.js';
import { evolveReview, firstIncompletePage, initialReviewState, type ReviewState } from './state.js';

/**
 * The spec's rule for every write after checkout: the review is unsubmitted and started, and the
 * client's copy (id, elapsed, start, session, lastUpdate) is the server's. A stale or foreign
 * session is named as such, so the tab can show 'Your review session has expired.'.
 */
function requireCurrent(state: ReviewState, copy: ReviewCopy): void {
  if (!state.subject || copy.id !== state.subject.reviewId) refuse('not_found', REVIEW_MSG.notFound);
  if (state.submitTime !== null) refuse('conflict', REVIEW_MSG.submitted);
  if (state.startTime === null) refuse('conflict', REVIEW_MSG.notStarted);
  if (state.session === null || copy.session !== state.session) refuse('conflict', REVIEW_MSG.sessionExpired, 'session');
  if (copy.elapsed !== state.elapsed || copy.startTime !== state.startTime || copy.lastUpdate !== state.lastUpdate)
    refuse('conflict', REVIEW_MSG.changedElsewhere);
}

/**
 * A page the learner may work on: it exists, is not submitted, and no earlier page is incomplete.
 * A proficiency test's pages are open in any order until its deadline.
 */
function requireOpenPage(state: ReviewState, page: number, now: number): void {
  const found = state.pages[page];
  const attempt = proficiencyOfState(state);
  if (!found) refuse('invalid', REVIEW_MSG.noSuchPage, 'page');
  else if (found.submitTime !== null) refuse('conflict', REVIEW_MSG.submitted, 'page');
  else if (attempt) requireBeforeDeadline(attempt, now);
  else if (page > firstIncompletePage(state)) refuse('conflict', REVIEW_MSG.pageNotReachable, 'page');
}

/** Reviews: the spec's lifecycle (part 3 "Review lifecycle"), pages completed in order. */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: initialReviewState,
  evolve: evolveReview,
  decide: (command, state) => {
    switch (command.type) {
      case 'CheckoutReview': {
        // A submitted review is only read: no session, nothing recorded.
        if (state.submitTime !== null) return [];
        const { type: _type, now, session, ...subject } = command;
        if (!state.subject && subject.pageCount < 1) refuse('invalid', REVIEW_MSG.noPages);
        return [{ type: 'ReviewCheckedOut', data: { ...(state.subject ?? subject), session, startTime: state.startTime ?? now } }];
      }
      case 'UpdateReview': {
        requireCurrent(state, command.copy);
        requireOpenPage(state, command.page, command.now);
        const { elapsed, pageElapsed, data, now } = command;
        return [{ type: 'ReviewUpdated', data: { page: command.page, elapsed, pageElapsed, lastUpdate: now, data } }];
      }
      case 'VisitReviewPage': {
        requireCurrent(state, command.copy);
        // A submitted page may be looked at again; only a page beyond the first incomplete one is closed.
        const page = state.pages[command.page];
        if (!page) return refuse('invalid', REVIEW_MSG.noSuchPage, 'page');
        const attempt = proficiencyOfState(state);
        const open = firstIncompletePage(state);
        if (attempt) requireBeforeDeadline(attempt, command.now);
        else if (open !== -1 && command.page > open) refuse('conflict', REVIEW_MSG.pageNotReachable, 'page');
        return page.startTime === null ? [{ type: 'ReviewPageVisited', data: { page: command.page, startTime: command.now } }] : [];
      }
      case 'SaveReview':
        requireCurrent(state, command.copy);
        return [{ type: 'ReviewSaved', data: { lastUpdate: command.now } }];
      case 'SubmitReviewPage': {
        requireCurrent(state, command.copy);
        if (proficiencyOfState(state)) refuse('conflict', PT_TAKING_MSG.wholeTestOnly);
        const page = firstIncompletePage(state);
        const score = scorePage(command.facts);
        const submitted: ReviewEvent = {
          type: 'ReviewPageSubmitted',
          data: { page, score, submitTime: command.now, ...(command.slide ? { slide: command.slide } : {}) },
        };
        if (state.pages.some((p, i) => i !== page && p.submitTime === null)) return [submitted];
        // The last page: the whole item completes, scored over the pages that have a score (a slide test rounded as the spec says).
        const pages = state.pages.map((p, i) => (i === page ? { score } : p));
        return [submitted, { type: 'ReviewCompleted', data: { submitTime: command.now, score: itemScore(state.subject?.itemType, pages) } }];
      }
      case 'SubmitProficiencyTest': {
        const attempt = proficiencyOfState(state);
        if (!attempt) return refuse('invalid', PT_TAKING_MSG.notProficiency);
        // The server's time-out has no copy; the examinee's submit is checked as any write.
        if (command.by === 'learner') requireCurrent(state, command.copy ?? refuse('conflict', REVIEW_MSG.sessionExpired, 'session'));
        else if (state.submitTime !== null) refuse('conflict', REVIEW_MSG.submitted);
        return decideProficiencySubmit(state, command, attempt);
      }
      case 'ClearReview':
        // Who may clear is the caller's check; a review never begun (or cleared already) has nothing to clear.
        return state.subject ? [{ type: 'ReviewCleared', data: { clearedAt: command.now } }] : [];
      case 'MarkReviewComplete': {
        // Who may mark is the caller's check; a submitted review has nothing left to mark.
        if (state.submitTime !== null) return [];
        const subject = state.subject ?? command.subject;
        if (subject.pageCount < 1) refuse('invalid', REVIEW_MSG.noPages);
        // The pages submitted before keep their scores; the others have none.
        const data = { ...subject, orgId: command.orgId, submitTime: command.now, score: itemScore(subject.itemType, state.pages) };
        return [{ type: 'ReviewMarkedComplete', data }];
      }
    }
  },
};
