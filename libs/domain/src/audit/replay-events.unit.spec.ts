import { describe, expect, it } from '@jest/globals';
import type { ReviewActivity } from '@cytocampus/contracts';
import { replayEvents, replayViews, type ReplayPage, type StoredReplayEvent } from './replay-events.js';

const T = 1_700_000_000_000;
const pages: ReplayPage[] = [
  { name: 'Pap 14', objects: [{ id: 'ABC-12', coords: { x: 12_034, y: 8_220 } }] },
  { name: 'Urine 3', objects: [] },
];
const place = { reviewId: 'r1', slideId: 's1', session: 'tab-1', batch: 'b1' };

const stored = (type: string, data: unknown, at: number, actorId: string | null = 'learner'): StoredReplayEvent => ({ type, data, recordedAt: at, actorId });
const activity = (type: string, page: number, a: ReviewActivity): StoredReplayEvent => stored(type, { ...a, ...place, page }, T + 60_000);
const answer = (result: string | null, shortList: string[] = [], customObjects: unknown[] = []) => ({
  shortList,
  customObjects,
  component: null,
  organisms: [],
  result,
  comments: '',
});
const updated = (page: number, data: unknown, at: number) => stored('ReviewUpdated', { page, elapsed: 1, pageElapsed: 1, lastUpdate: at, data }, at);
const CORNERS = [
  { x: 0, y: 0 },
  { x: 200, y: 0 },
  { x: 200, y: 200 },
  { x: 0, y: 200 },
];
const view = (seq: number, at: number, zoom: number): ReviewActivity => ({
  kind: 'view',
  seq,
  at,
  center: { x: 100, y: 100 },
  zoom,
  rotation: 0,
  flipped: false,
  corners: CORNERS,
  canvas: { width: 800, height: 800 },
});

describe('replayEvents', () => {
  it('says what happened, in time order, activity placed at its own time among the review events', () => {
    const review = [
      stored('ReviewCheckedOut', { session: '3f2a9c1e-0000', startTime: T }, T),
      stored('ReviewPageVisited', { page: 0, startTime: T + 1000 }, T + 1000),
      updated(0, answer('HSIL', ['ABC-12']), T + 5000),
      stored('ReviewPageSubmitted', { page: 0, score: 1, submitTime: T + 9000 }, T + 9000),
      stored('ReviewPageVisited', { page: 1, startTime: T + 10_000 }, T + 10_000),
      stored('ReviewPageSubmitted', { page: 1, score: -1, submitTime: T + 12_000 }, T + 12_000),
      stored('ReviewCompleted', { score: 0.8, submitTime: T + 12_000 }, T + 12_000),
    ];
    const acts = [
      activity('ObjectOfInterestClicked', 0, { kind: 'objectClick', seq: 1, at: T + 2000, objectId: 'ABC-12', catIdx: 0 }),
      activity('ViewportSampled', 0, view(2, T + 2500, 10)),
      activity('SlideClicked', 0, { kind: 'slideClick', seq: 3, at: T + 3000, x: 12_034, y: 8_220 }),
      activity('GammaSwitched', 0, { kind: 'gamma', seq: 4, at: T + 4000, catIdx: 0, on: true }),
      activity('FiltersChanged', 0, { kind: 'filters', seq: 5, at: T + 4500, brightness: 0, contrast: 1.2, gamma: 1.4, threshold: null, kernel: false }),
    ];
    const events = replayEvents({ review, activity: acts, pages });
    expect(events.map((e) => [e.at - T, e.kind, e.page, e.text])).toEqual([
      [0, 'session', null, 'Checked out the review (session 3f2a…)'],
      [1000, 'page', 0, "Opened slide 1 'Pap 14'"],
      [2000, 'objectClick', 0, 'Clicked object ABC-12 (Area)'],
      [3000, 'slideClick', 0, 'Clicked the slide at (12,034, 8,220)'],
      [4000, 'gamma', 0, 'Switched gamma on for Area'],
      [4500, 'filters', 0, 'Changed the image filters: gamma 1.4, contrast 1.2'],
      [5000, 'mark', 0, 'Added object ABC-12 to the shortlist'],
      [5000, 'diagnosis', 0, 'Chose the diagnosis HSIL'],
      [9000, 'submit', 0, 'Submitted slide 1: correct'],
      [10_000, 'page', 1, "Opened slide 2 'Urine 3'"],
      [12_000, 'submit', 1, 'Submitted slide 2: incorrect'],
      [12_000, 'submit', null, 'Completed the review with score 80'],
    ]);
    expect(events.find((e) => e.kind === 'objectClick')?.point).toEqual({ x: 12_034, y: 8_220 });
    expect(events.find((e) => e.kind === 'slideClick')?.point).toEqual({ x: 12_034, y: 8_220 });
    expect(events.find((e) => e.kind === 'gamma')?.point).toBeNull();
  });

  it('tells the diagnosis apart from the marks: only a changed result is a diagnosis; marks and shortlist changes are marks', () => {
    const mark = { id: 'mark-1', coords: { x: 300, y: 200 }, catIdx: 0 };
    const review = [
      updated(0, answer('ASCUS'), T),
      updated(0, { ...answer('ASCUS', ['mark-1'], [mark]), comments: 'changed words only' }, T + 1000),
      updated(0, answer('ASCUS', ['mark-1'], [mark]), T + 2000),
      updated(0, answer('ASCUS', [], []), T + 3000),
      updated(0, answer(null), T + 4000),
    ];
    expect(replayEvents({ review, activity: [], pages }).map((e) => [e.at - T, e.kind, e.text, e.point])).toEqual([
      [0, 'diagnosis', 'Chose the diagnosis ASCUS', null],
      [1000, 'mark', 'Marked a point at (300, 200)', { x: 300, y: 200 }],
      [1000, 'mark', 'Added the mark at (300, 200) to the shortlist', { x: 300, y: 200 }],
      [3000, 'mark', 'Removed the mark at (300, 200)', { x: 300, y: 200 }],
      [3000, 'mark', 'Removed the mark at (300, 200) from the shortlist', { x: 300, y: 200 }],
      [4000, 'diagnosis', 'Withdrew the diagnosis', null],
    ]);
  });

  it('names who cleared or marked the review, and compares the next attempt with nothing', () => {
    const review = [
      updated(0, answer('HSIL'), T),
      stored('ReviewSaved', { lastUpdate: T + 500 }, T + 500),
      stored('ReviewCleared', { clearedAt: T + 1000 }, T + 1000, 'admin-1'),
      updated(0, answer('HSIL'), T + 2000),
      stored('ReviewMarkedComplete', { submitTime: T + 3000, score: null }, T + 3000, 'unknown-admin'),
    ];
    const texts = replayEvents({ review, activity: [], pages, actorNames: { 'admin-1': 'Ada Admin' } }).map((e) => [e.kind, e.text]);
    expect(texts).toEqual([
      ['diagnosis', 'Chose the diagnosis HSIL'],
      ['save', 'Saved and left'],
      ['clear', 'Cleared the progress (by Ada Admin)'],
      ['diagnosis', 'Chose the diagnosis HSIL'],
      ['submit', 'Marked the review complete (by someone else)'],
    ]);
  });

  it('says ungraded submits and reviews plainly, turns filters back to the defaults into a reset, and keeps stream order on equal times', () => {
    const review = [stored('ReviewPageSubmitted', { page: 0, score: null, submitTime: T }, T), stored('ReviewCompleted', { score: null, submitTime: T }, T)];
    const acts = [
      activity('FiltersChanged', 0, { kind: 'filters', seq: 1, at: T, brightness: 0, contrast: 1, gamma: 1, threshold: null, kernel: false }),
      activity('GammaSwitched', 0, { kind: 'gamma', seq: 2, at: T, catIdx: 4, on: false }),
    ];
    expect(replayEvents({ review, activity: acts, pages }).map((e) => e.text)).toEqual([
      'Submitted slide 1',
      'Completed the review',
      'Reset the image filters',
      'Switched gamma off for Infection',
    ]);
  });
});

describe('replayViews', () => {
  it('answers every view sample in time order with its zoom as the magnification, and nothing else', () => {
    const acts = [
      activity('ViewportSampled', 1, view(2, T + 500, 20)),
      activity('SlideClicked', 1, { kind: 'slideClick', seq: 3, at: T + 600, x: 1, y: 1 }),
      activity('ViewportSampled', 0, view(1, T, 4)),
    ];
    const views = replayViews(acts);
    expect(views.map((v) => [v.at - T, v.page, v.magnification, v.session])).toEqual([
      [0, 0, 4, 'tab-1'],
      [500, 1, 20, 'tab-1'],
    ]);
    expect(views[0]).toEqual({
      at: T,
      page: 0,
      session: 'tab-1',
      center: { x: 100, y: 100 },
      magnification: 4,
      rotation: 0,
      flipped: false,
      corners: CORNERS,
      canvas: { width: 800, height: 800 },
    });
  });
});
