import { MARK_PREFIX, PT_TAKING_MSG, REVIEW_MSG, SLIDE_REVIEW_MSG, type ReviewCopy, type SlideReviewData } from '@cytocampus/contracts';
import { resultsFor } from '@cytocampus/schema';
import { DomainError } from '../core/errors.js';
import { creditWatched, videoDone, watchedVideoOf } from '../learning/watched-video.js';
import { slideScoringModeOf } from '../scoring/modes.js';
import type { PageFacts } from '../scoring/page-facts.js';
import type { ReviewCommand } from './commands.js';
import { firstIncompletePage, type ReviewState } from './state.js';
import { categoryOf, presentationPageKindsOf, questionOf, slideFactsOf, slideSolutionOf, type StoredSlide } from './stored-items.js';
import { submittedSlideOf } from './submitted-slide.js';

/**
 * What each write of a learner's review asks of the review decider, given the facts the API loaded
 * (spec part 2 section 4, part 3 section 7; docs/adr/0021 and 0022). The decider checks the copy and
 * the page order; these add what depends on the item: the answer's bounds, the score, the video's
 * honest progress. Pure: the same facts give the same commands, or the same refusal.
 */

/** One write of the learner's review, as its call sends it (PUT …/review/{reviewId}/{action}). */
export type ReviewWrite =
  | { action: 'update'; review: ReviewCopy; page: number; elapsed: number; data: unknown }
  | { action: 'visit'; review: ReviewCopy; page: number }
  | { action: 'save'; review: ReviewCopy }
  | { action: 'submit'; review: ReviewCopy; data?: unknown };

/** What a write of a review works with: the stored review, the revision it is of, the slide of a slide call, the clock. */
export interface ReviewWriteFacts {
  /** The stored review (its events folded). */
  state: ReviewState;
  /** The revision the review is of: its type and stored fields. */
  revision: { type: string; fields: Record<string, unknown> };
  /** The learner's organization takes pre-work: a video may be left a minute before its end. */
  preWork: boolean;
  /** The revision's uploads that are videos. */
  videoUploads: ReadonlySet<string>;
  /** A slide call: the slide (its current revision) and its page in the review. */
  slide: { page: number; slide: StoredSlide } | null;
  /** The server's clock, in epoch milliseconds. */
  now: number;
}

type QuizData = { selected: number[] };
type VideoData = { playedCurrentTime: number; watched: [number, number][]; duration: number | null };

/** The commands one write of the review means (or its refusal, a DomainError). */
export function reviewCommandsFor(write: ReviewWrite, facts: ReviewWriteFacts): ReviewCommand[] {
  switch (write.action) {
    case 'update':
      return updateCommands(facts, write);
    case 'visit':
      return visitCommands(facts, write);
    case 'save':
      return saveCommands(facts, write);
    case 'submit':
      return submitCommands(facts, write);
  }
}

const invalid = (message: string, field = 'data'): never => {
  throw DomainError.invalid([{ field, message, code: 2 }]);
};

const isVideoPage = (r: ReviewWriteFacts, page: number): boolean =>
  r.revision.type !== 'quiz' && presentationPageKindsOf(r.revision.fields, r.videoUploads)[page] === 'video';

/** A quiz answer within the page's choices and its maxChoices (0: unlimited). */
export function checkedAnswer(revision: ReviewWriteFacts['revision'], page: number, data: unknown): QuizData {
  if (revision.type !== 'quiz' || typeof data !== 'object' || data === null || !('selected' in data)) return invalid(REVIEW_MSG.noSuchPage);
  const question = questionOf(revision.fields, page);
  const selected = [...new Set((data as QuizData).selected)];
  if (!question) return selected.length === 0 ? { selected } : invalid(REVIEW_MSG.tooManyChoices);
  if (selected.some((i) => i >= question.choices.length)) invalid(REVIEW_MSG.tooManyChoices);
  if (question.maxChoices > 0 && selected.length > question.maxChoices) invalid(REVIEW_MSG.tooManyChoices);
  return { selected };
}

/**
 * A slide page's record within what the slide offers: marks on the image with mark ids, a shortlist
 * of its objects and marks (at most 4, spec "Marks shortlist"), a result of its category's set.
 */
export function checkedSlideData(slide: Pick<StoredSlide, 'fields' | 'image' | 'objects'>, data: unknown): SlideReviewData {
  if (typeof data !== 'object' || data === null || !('shortList' in data)) return invalid(REVIEW_MSG.noSuchPage);
  const d = data as SlideReviewData;
  const image = slide.image;
  const marks = new Map(d.customObjects.map((o) => [o.id, o]));
  for (const [i, mark] of d.customObjects.entries()) {
    const onImage = image !== null && mark.coords.x >= 0 && mark.coords.y >= 0 && mark.coords.x <= image.width && mark.coords.y <= image.height;
    if (!mark.id.startsWith(MARK_PREFIX) || marks.get(mark.id) !== mark || !onImage) invalid(SLIDE_REVIEW_MSG.unknownObject, `data.customObjects.${i}`);
  }
  const objects = new Set(slide.objects.flat().map((o) => o.id));
  const shortList = [...new Set(d.shortList)];
  shortList.forEach((id, i) => {
    if (!objects.has(id) && !marks.has(id)) invalid(SLIDE_REVIEW_MSG.unknownObject, `data.shortList.${i}`);
  });
  const results = resultsFor(categoryOf(slide));
  if (d.result !== null && !results.includes(d.result)) invalid(SLIDE_REVIEW_MSG.resultNotInSet, 'data.result');
  return { shortList, customObjects: d.customObjects, component: d.component, organisms: [...new Set(d.organisms)], result: d.result, comments: d.comments };
}

const secondsSince = (r: ReviewWriteFacts): number => (r.now - (r.state.lastUpdate ?? r.state.startTime ?? r.now)) / 1000;

/** Work on a page: a slide's record (a slide call), what a video played (credited honestly), or a quiz answer. */
export function updateCommands(r: ReviewWriteFacts, body: { review: ReviewCopy; page: number; elapsed: number; data: unknown }): ReviewCommand[] {
  const stored = r.state.pages[body.page];
  let data: Record<string, unknown>;
  if (r.slide) {
    // A slide call works on that slide's page only.
    if (body.page !== r.slide.page) invalid(SLIDE_REVIEW_MSG.slideNotInReview, 'page');
    data = { ...checkedSlideData(r.slide.slide, body.data) };
  } else if (isVideoPage(r, body.page)) {
    if (typeof body.data !== 'object' || body.data === null || !('watched' in body.data)) return invalid(REVIEW_MSG.noSuchPage);
    const before = watchedVideoOf(stored?.data ?? {});
    data = { ...creditWatched(before, body.data as VideoData, secondsSince(r)) };
  } else data = { ...checkedAnswer(r.revision, body.page, body.data) };
  const pageElapsed = (stored?.elapsed ?? 0) + Math.max(0, body.elapsed - r.state.elapsed);
  return [{ type: 'UpdateReview', copy: body.review, page: body.page, elapsed: body.elapsed, pageElapsed, data, now: r.now }];
}

/** Opening a page records its start. */
export function visitCommands(r: ReviewWriteFacts, body: { review: ReviewCopy; page: number }): ReviewCommand[] {
  return [{ type: 'VisitReviewPage', copy: body.review, page: body.page, now: r.now }];
}

/** Keep the work for later; the session ends. */
export function saveCommands(r: ReviewWriteFacts, body: { review: ReviewCopy }): ReviewCommand[] {
  return [{ type: 'SaveReview', copy: body.review, now: r.now }];
}

/**
 * Submit completes the first incomplete page. A quiz page is scored (by the decider) from the
 * recorded answer (or the one sent along, recorded first in the same append) and its choices; a
 * video page must have been watched.
 */
export function submitCommands(r: ReviewWriteFacts, body: { review: ReviewCopy; data?: unknown }): ReviewCommand[] {
  if (r.slide) return slideSubmitCommands(r, r.slide, body);
  const page = firstIncompletePage(r.state);
  if (page === -1) return [{ type: 'SubmitReviewPage', copy: body.review, facts: { kind: 'none' }, now: r.now }];
  const commands: ReviewCommand[] = [];
  let copy = body.review;
  let data = r.state.pages[page]?.data ?? {};
  if (body.data !== undefined && r.revision.type === 'quiz') {
    data = { ...checkedAnswer(r.revision, page, body.data) };
    commands.push({ type: 'UpdateReview', copy, page, elapsed: copy.elapsed, pageElapsed: r.state.pages[page]?.elapsed ?? 0, data, now: r.now });
    // The submit follows the update in the same append: its copy is the review as the update leaves it.
    copy = { ...copy, lastUpdate: r.now };
  }
  if (isVideoPage(r, page) && !videoDone(watchedVideoOf(data), r.preWork)) throw new DomainError('conflict', REVIEW_MSG.videoNotWatched);
  const question = r.revision.type === 'quiz' ? questionOf(r.revision.fields, page) : null;
  const selected = Array.isArray(data.selected) ? (data.selected as number[]) : [];
  const facts: PageFacts = question ? { kind: 'quiz', choices: question.choices, selected, minChoices: question.minChoices } : { kind: 'none' };
  commands.push({ type: 'SubmitReviewPage', copy, facts, now: r.now });
  return commands;
}

/**
 * A slide's diagnosis is captured: its page must be the first incomplete one (a test's slides are
 * done in order) and its image ready. A case is scored (by the decider) against the slide's solution
 * as it stands (1 correct, -1 wrong or incomplete, none without one), a test's slide by the test's
 * scoring mode (part of 1 in 'partial'); a known or unknown has no score.
 */
function slideSubmitCommands(
  r: ReviewWriteFacts,
  { page, slide }: { page: number; slide: StoredSlide },
  body: { review: ReviewCopy; data?: unknown },
): ReviewCommand[] {
  if (r.state.subject?.proficiency) throw new DomainError('conflict', PT_TAKING_MSG.wholeTestOnly);
  const open = firstIncompletePage(r.state);
  if (open !== -1 && open !== page)
    throw new DomainError('conflict', r.state.pages[page]?.submitTime != null ? REVIEW_MSG.submitted : REVIEW_MSG.pageNotReachable);
  if (slide.status !== 'COMPLETE') throw new DomainError('conflict', SLIDE_REVIEW_MSG.noImage);
  const commands: ReviewCommand[] = [];
  let copy = body.review;
  let data = (r.state.pages[page]?.data ?? {}) as Partial<SlideReviewData>;
  if (body.data !== undefined && open === page) {
    data = checkedSlideData(slide, body.data);
    commands.push({ type: 'UpdateReview', copy, page, elapsed: copy.elapsed, pageElapsed: r.state.pages[page]?.elapsed ?? 0, data: { ...data }, now: r.now });
    copy = { ...copy, lastUpdate: r.now };
  }
  const kind = r.state.subject?.itemType;
  const { type, result } = slideSolutionOf(slide);
  // A slide test scores by its scoring mode (docs/adr/0035); a case by the spec's result groups.
  const mode = r.revision.type === 'test' ? slideScoringModeOf(r.revision.fields) : undefined;
  if (kind === 'known' || kind === 'unknown') {
    commands.push({ type: 'SubmitReviewPage', copy, facts: { kind: 'none' }, now: r.now });
    return commands;
  }
  const facts: PageFacts = { kind: 'slide', solution: { type, result }, answer: data.result ?? null, ...(mode ? { mode } : {}) };
  // What the page was graded against and answered, for the screening-skill analytics (docs/adr/0036).
  const submitted = submittedSlideOf(slideFactsOf(slide), data);
  commands.push({ type: 'SubmitReviewPage', copy, facts, slide: submitted, now: r.now });
  return commands;
}
