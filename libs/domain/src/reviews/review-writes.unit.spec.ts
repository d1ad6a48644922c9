import { describe, expect, it } from '@jest/globals';
import { PT_TAKING_MSG, REVIEW_MSG, SLIDE_REVIEW_MSG, type ObjectOfInterest, type ReviewCopy, type SlideReviewData } from '@cytocampus/contracts';
import { DomainError } from '../core/errors.js';
import type { ProficiencyAttempt, ReviewSubject } from './events.js';
import { reviewCommandsFor, type ReviewWrite, type ReviewWriteFacts } from './review-writes.js';
import { initialReviewState, type ReviewPage, type ReviewState } from './state.js';
import { pageFileKindOf, presentationPageKindsOf, questionOf, type StoredSlide } from './stored-items.js';

/** Given the facts the API loads, the commands a write means (or its refusal): libs/domain/src/reviews/review-writes.ts. */

const NOW = 100_000;
const copy: ReviewCopy = { id: 'r1', elapsed: 30, startTime: 1000, session: 's1', lastUpdate: 90_000 };
const page = (over: Partial<ReviewPage> = {}): ReviewPage => ({
  startTime: null,
  elapsed: 0,
  submitTime: null,
  score: null,
  lastUpdate: null,
  data: {},
  ...over,
});
const subject = (itemType: string, over: Partial<ReviewSubject> = {}): ReviewSubject => ({
  reviewId: 'r1',
  userId: 'u1',
  moduleId: 'm1',
  itemId: 'i1',
  revisionId: 'i1-rev',
  itemType,
  graded: true,
  pageCount: 2,
  ...over,
});
const stateOf = (itemType: string, pages: ReviewPage[], over: Partial<ReviewState> = {}): ReviewState => ({
  ...initialReviewState(),
  subject: subject(itemType, { pageCount: pages.length }),
  session: 's1',
  startTime: 1000,
  elapsed: 20,
  lastUpdate: 90_000,
  pages,
  ...over,
});

const choice = (isCorrect: boolean) => ({ choiceText: isCorrect ? 'yes' : 'no', isCorrect });
/** A quiz: page 0 asks one of three (at most 2), page 1 is an info page, page 2 allows any number. */
const quiz = {
  type: 'quiz',
  fields: {
    pages: [
      { type: 'text-choice', quiz: { choices: [choice(true), choice(false), choice(true)], minChoices: 1, maxChoices: 2, solution: 'Two' } },
      { type: 'info' },
      { type: 'image-choice', quiz: { choices: [choice(true), choice(false)], minChoices: 1, maxChoices: 0 } },
    ],
  },
};
/** A presentation: page 0 an uploaded video, page 1 an uploaded document, page 2 an embedded video, page 3 a link. */
const presentation = {
  type: 'presentation',
  fields: {
    pages: [
      { file: { type: 'Uploaded File', src: 'up-video' } },
      { file: { type: 'Uploaded File', src: 'up-pdf' } },
      { file: { type: 'Embedded Video', url: 'https://videos.example/intro.MP4?t=1' } },
      { file: { type: 'Embedded Video', url: 'https://videos.example/watch?v=1' } },
    ],
  },
};
const videoUploads = new Set(['up-video']);

const objectOf = (id: string, catIdx: number): ObjectOfInterest => ({
  id,
  coords: { x: 10, y: 10 },
  cat: { idx: catIdx, name: catIdx === 0 ? 'area' : 'cell' },
  rank: 0,
  custom: false,
});
const slide = (over: Partial<StoredSlide> = {}): StoredSlide => ({
  id: 'slide-rev',
  item_id: 'slide1',
  fields: { solution: { type: 'GYN', result: 'HSIL', objects: ['o1'] } },
  status: 'COMPLETE',
  image: { width: 1000, height: 800, levels: 5, tileSize: 256, micronsPerPixel: 0.25, objectivePower: 40, format: 'svs' },
  objects: [[objectOf('o1', 0)], [objectOf('o2', 1)]],
  ...over,
});
const record = (over: Partial<SlideReviewData> = {}): SlideReviewData => ({
  shortList: ['o1'],
  customObjects: [],
  component: null,
  organisms: [],
  result: 'HSIL',
  comments: '',
  ...over,
});

const facts = (over: Partial<ReviewWriteFacts>): ReviewWriteFacts => ({
  state: stateOf('quiz', [page(), page(), page()]),
  revision: quiz,
  preWork: false,
  videoUploads,
  slide: null,
  now: NOW,
  ...over,
});
/** A test of two slides, the write through the call of its slide at `at`. */
const slideFacts = (over: Partial<ReviewWriteFacts> & { at?: number; of?: StoredSlide } = {}): ReviewWriteFacts => {
  const { at = 0, of = slide(), ...rest } = over;
  return facts({
    state: stateOf('test', [page(), page()]),
    revision: { type: 'test', fields: { scoringMode: 'exact' } },
    slide: { page: at, slide: of },
    ...rest,
  });
};

/** The refusal a write meets: its kind, message and field (and its errors' fields, for invalid values). */
function refusalOf(write: ReviewWrite, given: ReviewWriteFacts) {
  try {
    reviewCommandsFor(write, given);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, message: error.message, field: error.field };
  }
  throw new Error('the write was not refused');
}

describe('reviewCommandsFor: a quiz', () => {
  it('records an answer within the page’s choices (duplicates dropped), with the time spent on the page', () => {
    const state = stateOf('quiz', [page({ elapsed: 4 }), page(), page()]);
    expect(reviewCommandsFor({ action: 'update', review: copy, page: 0, elapsed: 30, data: { selected: [2, 0, 2] } }, facts({ state }))).toEqual([
      { type: 'UpdateReview', copy, page: 0, elapsed: 30, pageElapsed: 4 + (30 - 20), data: { selected: [2, 0] }, now: NOW },
    ]);
  });

  it('refuses an answer over maxChoices, a choice the page does not offer, or one on a page without a question', () => {
    const tooMany = { kind: 'invalid', message: REVIEW_MSG.tooManyChoices, field: 'data' };
    expect(refusalOf({ action: 'update', review: copy, page: 0, elapsed: 30, data: { selected: [0, 1, 2] } }, facts({}))).toEqual(tooMany);
    expect(refusalOf({ action: 'update', review: copy, page: 0, elapsed: 30, data: { selected: [3] } }, facts({}))).toEqual(tooMany);
    expect(refusalOf({ action: 'update', review: copy, page: 1, elapsed: 30, data: { selected: [0] } }, facts({}))).toEqual(tooMany);
    expect(refusalOf({ action: 'update', review: copy, page: 0, elapsed: 30, data: { watched: [] } }, facts({}))).toEqual({
      kind: 'invalid',
      message: REVIEW_MSG.noSuchPage,
      field: 'data',
    });
    // maxChoices 0: any number of the page's choices; an info page takes an empty answer.
    expect(reviewCommandsFor({ action: 'update', review: copy, page: 2, elapsed: 30, data: { selected: [0, 1] } }, facts({}))[0]).toMatchObject({
      data: { selected: [0, 1] },
    });
    expect(reviewCommandsFor({ action: 'update', review: copy, page: 1, elapsed: 30, data: { selected: [] } }, facts({}))[0]).toMatchObject({
      data: { selected: [] },
    });
  });

  it('submits the first incomplete page scored from its recorded answer, or records the one sent along first in the same append', () => {
    const state = stateOf('quiz', [page({ data: { selected: [0] }, elapsed: 7 }), page(), page()]);
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state }))).toEqual([
      {
        type: 'SubmitReviewPage',
        copy,
        facts: { kind: 'quiz', choices: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: true }], selected: [0], minChoices: 1 },
        now: NOW,
      },
    ]);
    expect(reviewCommandsFor({ action: 'submit', review: copy, data: { selected: [0, 2] } }, facts({ state }))).toEqual([
      { type: 'UpdateReview', copy, page: 0, elapsed: copy.elapsed, pageElapsed: 7, data: { selected: [0, 2] }, now: NOW },
      {
        type: 'SubmitReviewPage',
        copy: { ...copy, lastUpdate: NOW },
        facts: { kind: 'quiz', choices: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: true }], selected: [0, 2], minChoices: 1 },
        now: NOW,
      },
    ]);
    expect(refusalOf({ action: 'submit', review: copy, data: { selected: [0, 1, 2] } }, facts({ state }))).toEqual({
      kind: 'invalid',
      message: REVIEW_MSG.tooManyChoices,
      field: 'data',
    });
    // The info page: no question, no score.
    const onInfo = stateOf('quiz', [page({ submitTime: 5 }), page(), page()]);
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state: onInfo }))).toEqual([
      { type: 'SubmitReviewPage', copy, facts: { kind: 'none' }, now: NOW },
    ]);
    // Every page done: the decider is asked (it refuses a submitted review).
    const done = stateOf('quiz', [page({ submitTime: 5 })]);
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state: done }))).toEqual([
      { type: 'SubmitReviewPage', copy, facts: { kind: 'none' }, now: NOW },
    ]);
  });

  it('visits a page and saves the review as the call says, at the server’s time', () => {
    expect(reviewCommandsFor({ action: 'visit', review: copy, page: 1 }, facts({}))).toEqual([{ type: 'VisitReviewPage', copy, page: 1, now: NOW }]);
    expect(reviewCommandsFor({ action: 'save', review: copy }, facts({}))).toEqual([{ type: 'SaveReview', copy, now: NOW }]);
  });
});

describe('reviewCommandsFor: a presentation’s video', () => {
  const state = stateOf('presentation', [page(), page(), page(), page()], { lastUpdate: NOW - 10_000 });
  const given = facts({ state, revision: presentation });

  it('credits what the player reports honestly: no more new seconds than twice the real time since the last change, plus one', () => {
    const [update] = reviewCommandsFor(
      { action: 'update', review: copy, page: 0, elapsed: 30, data: { watched: [[0, 600]], playedCurrentTime: 600, duration: 600 } },
      given,
    );
    // 10 s since the last change: at most 2 × 10 + 1 = 21 s are credited; the position is the player's, within the video.
    expect(update).toMatchObject({ type: 'UpdateReview', page: 0, data: { watched: [[0, 21]], playedCurrentTime: 600, duration: 600 } });
    // Seconds already credited are kept, only new ones count against the budget; the first duration reported stays.
    const before = stateOf('presentation', [page({ data: { watched: [[0, 100]], duration: 600 } }), page(), page(), page()], { lastUpdate: NOW - 10_000 });
    const [more] = reviewCommandsFor(
      { action: 'update', review: copy, page: 0, elapsed: 30, data: { watched: [[100, 600]], playedCurrentTime: 150, duration: 30 } },
      facts({ state: before, revision: presentation }),
    );
    expect(more).toMatchObject({ data: { watched: [[0, 121]], playedCurrentTime: 150, duration: 600 } });
  });

  it('refuses a video page’s update that is not a video’s report, and a non-video page’s that is not an answer', () => {
    expect(refusalOf({ action: 'update', review: copy, page: 0, elapsed: 30, data: { selected: [0] } }, given)).toEqual({
      kind: 'invalid',
      message: REVIEW_MSG.noSuchPage,
      field: 'data',
    });
    expect(refusalOf({ action: 'update', review: copy, page: 1, elapsed: 30, data: { watched: [[0, 5]] } }, given)).toEqual({
      kind: 'invalid',
      message: REVIEW_MSG.noSuchPage,
      field: 'data',
    });
  });

  it('submits a video page only once watched to its end (a pre-work organization: to within a minute of it)', () => {
    const watched = (to: number) => stateOf('presentation', [page({ data: { watched: [[0, to]], duration: 600 } }), page(), page(), page()]);
    expect(refusalOf({ action: 'submit', review: copy }, facts({ state: watched(500), revision: presentation }))).toEqual({
      kind: 'conflict',
      message: REVIEW_MSG.videoNotWatched,
      field: null,
    });
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state: watched(599), revision: presentation }))).toEqual([
      { type: 'SubmitReviewPage', copy, facts: { kind: 'none' }, now: NOW },
    ]);
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state: watched(540), revision: presentation, preWork: true }))).toHaveLength(1);
    expect(refusalOf({ action: 'submit', review: copy }, facts({ state: watched(539), revision: presentation, preWork: true }))).toMatchObject({
      message: REVIEW_MSG.videoNotWatched,
    });
    // An upload that is not a video is a document: nothing to watch.
    const onDocument = stateOf('presentation', [page({ submitTime: 5 }), page(), page(), page()]);
    expect(reviewCommandsFor({ action: 'submit', review: copy }, facts({ state: onDocument, revision: presentation }))).toHaveLength(1);
  });
});

describe('reviewCommandsFor: a slide', () => {
  it('records a diagnosis within what the slide offers', () => {
    const mark = { id: 'mark-1', coords: { x: 1000, y: 800 }, catIdx: 1 };
    const data = record({ shortList: ['o2', 'mark-1', 'o2'], customObjects: [mark], organisms: ['a', 'a'] });
    expect(reviewCommandsFor({ action: 'update', review: copy, page: 0, elapsed: 30, data }, slideFacts())).toEqual([
      { type: 'UpdateReview', copy, page: 0, elapsed: 30, pageElapsed: 10, data: { ...data, shortList: ['o2', 'mark-1'], organisms: ['a'] }, now: NOW },
    ]);
  });

  it('refuses a mark off the image, a mark without a mark id, a shortlist entry not on the slide, a result not in the set, another slide’s page', () => {
    const update = (data: unknown, page = 0): ReviewWrite => ({ action: 'update', review: copy, page, elapsed: 30, data });
    const off = { id: 'mark-1', coords: { x: 1001, y: 10 }, catIdx: 1 };
    expect(refusalOf(update(record({ customObjects: [off] })), slideFacts())).toEqual({
      kind: 'invalid',
      message: SLIDE_REVIEW_MSG.unknownObject,
      field: 'data.customObjects.0',
    });
    const ok = { id: 'mark-1', coords: { x: 5, y: 5 }, catIdx: 1 };
    expect(refusalOf(update(record({ customObjects: [ok, { ...ok, id: 'o9' }] })), slideFacts())).toMatchObject({ field: 'data.customObjects.1' });
    // A slide without an image takes no marks.
    expect(refusalOf(update(record({ customObjects: [ok] })), slideFacts({ of: slide({ image: null }) }))).toMatchObject({ field: 'data.customObjects.0' });
    expect(refusalOf(update(record({ shortList: ['o1', 'o9'] })), slideFacts())).toEqual({
      kind: 'invalid',
      message: SLIDE_REVIEW_MSG.unknownObject,
      field: 'data.shortList.1',
    });
    expect(refusalOf(update(record({ result: 'Not a result' })), slideFacts())).toEqual({
      kind: 'invalid',
      message: SLIDE_REVIEW_MSG.resultNotInSet,
      field: 'data.result',
    });
    expect(refusalOf(update(record(), 1), slideFacts())).toEqual({ kind: 'invalid', message: SLIDE_REVIEW_MSG.slideNotInReview, field: 'page' });
    expect(refusalOf(update({ selected: [0] }), slideFacts())).toEqual({ kind: 'invalid', message: REVIEW_MSG.noSuchPage, field: 'data' });
  });

  it('submits a test’s slide scored by the test’s mode against the solution as it stands, with the slide’s graded facts', () => {
    const commands = reviewCommandsFor({ action: 'submit', review: copy, data: record({ shortList: ['o2'], result: 'NILM' }) }, slideFacts());
    expect(commands).toEqual([
      { type: 'UpdateReview', copy, page: 0, elapsed: copy.elapsed, pageElapsed: 0, data: record({ shortList: ['o2'], result: 'NILM' }), now: NOW },
      {
        type: 'SubmitReviewPage',
        copy: { ...copy, lastUpdate: NOW },
        facts: { kind: 'slide', solution: { type: 'GYN', result: 'HSIL' }, answer: 'NILM', mode: 'exact' },
        slide: {
          slideId: 'slide1',
          revisionId: 'slide-rev',
          solution: { type: 'GYN', result: 'HSIL' },
          objects: [{ id: 'o1', coords: { x: 10, y: 10 }, catIdx: 0, solution: true }],
          size: { width: 1000, height: 800 },
          micronsPerPixel: 0.25,
          answer: 'NILM',
          shortList: ['o2'],
        },
        now: NOW,
      },
    ]);
  });

  it('submits a case by the result groups, and a known or unknown without a score', () => {
    const asCase = slideFacts({ state: stateOf('case', [page({ data: { ...record() } })]), revision: { type: 'slide', fields: {} } });
    expect(reviewCommandsFor({ action: 'submit', review: copy }, asCase)[0]).toMatchObject({
      facts: { kind: 'slide', solution: { type: 'GYN', result: 'HSIL' }, answer: 'HSIL' },
    });
    expect(reviewCommandsFor({ action: 'submit', review: copy }, asCase)[0]).not.toHaveProperty('facts.mode');
    const known = slideFacts({ state: stateOf('known', [page()]), revision: { type: 'slide', fields: {} } });
    expect(reviewCommandsFor({ action: 'submit', review: copy }, known)).toEqual([{ type: 'SubmitReviewPage', copy, facts: { kind: 'none' }, now: NOW }]);
  });

  it('refuses a submit out of order, of a submitted page, of a slide whose image is not ready, or of a proficiency test’s slide', () => {
    const submit: ReviewWrite = { action: 'submit', review: copy };
    expect(refusalOf(submit, slideFacts({ at: 1 }))).toEqual({ kind: 'conflict', message: REVIEW_MSG.pageNotReachable, field: null });
    const firstDone = stateOf('test', [page({ submitTime: 5 }), page()]);
    expect(refusalOf(submit, slideFacts({ state: firstDone }))).toEqual({ kind: 'conflict', message: REVIEW_MSG.submitted, field: null });
    expect(refusalOf(submit, slideFacts({ of: slide({ status: 'PROCESSING' }) }))).toEqual({
      kind: 'conflict',
      message: SLIDE_REVIEW_MSG.noImage,
      field: null,
    });
    const pt = stateOf('test', [page(), page()], {
      subject: subject('test', { proficiency: { slides: ['slide1', 'slide2'] } as unknown as ProficiencyAttempt }),
    });
    expect(refusalOf(submit, slideFacts({ state: pt }))).toEqual({ kind: 'conflict', message: PT_TAKING_MSG.wholeTestOnly, field: null });
  });
});

describe('what the rules read of a stored item', () => {
  it('reads a quiz page’s question, and none on a page without choices', () => {
    expect(questionOf(quiz.fields, 0)).toEqual({
      choices: [{ isCorrect: true }, { isCorrect: false }, { isCorrect: true }],
      minChoices: 1,
      maxChoices: 2,
      solution: 'Two',
    });
    expect(questionOf(quiz.fields, 1)).toBeNull();
    expect(questionOf(quiz.fields, 9)).toBeNull();
  });

  it('shows a presentation page’s file as a video, a document or a link', () => {
    expect(presentationPageKindsOf(presentation.fields, videoUploads)).toEqual(['video', 'document', 'video', 'link']);
    expect(pageFileKindOf(undefined, videoUploads)).toBe('link');
  });
});
