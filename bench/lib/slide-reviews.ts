/** Slide reviews with their screening activity, written as the events they would be (the skill and restore benches). */
import type { EventData, EventStore } from '@cytocampus/event-store';
import { benchEvent } from './signed-in-sockets.js';

const VIEWS = 20;
/** The reviews' learners: `u0` … `u499`, review r being learner r mod 500's. */
export const REVIEW_LEARNERS = Array.from({ length: 500 }, (_, i) => `u${i}`);
/** A review's events: its checkout, VIEWS viewport samples, an object click and the submit. */
export const EVENTS_PER_REVIEW = VIEWS + 3;

/** A bench event of the reviews' organization. */
const event = (type: string, data: object): EventData => {
  const made = benchEvent(type, data);
  return { ...made, metadata: { ...made.metadata, orgId: 'bench-org' } };
};

const SIZE = { width: 40_960, height: 32_768 };
const CELLS = [
  { id: 'c1', coords: { x: 8_000, y: 8_000 }, catIdx: 0, solution: true },
  { id: 'c2', coords: { x: 30_000, y: 20_000 }, catIdx: 0, solution: true },
];
const corners = (x: number, y: number, half: number) => [
  { x: x - half, y: y - half },
  { x: x + half, y: y - half },
  { x: x + half, y: y + half },
  { x: x - half, y: y + half },
];

/** Review r: checked out, screened (every third one never near the cells), submitted HSIL or LSIL. */
function slideReviewEvents(r: number, t0: number): { stream: string; events: EventData[] }[] {
  const reviewId = `rv${r}`;
  const place = { reviewId, page: 0, slideId: 'slide', session: 's', batch: `b${r}` };
  const near = r % 3 !== 0;
  const views = Array.from({ length: VIEWS }, (_, k) => {
    const [x, y] = near && k % 4 === 1 ? [8_000, 8_000] : [(k * 1_900) % SIZE.width, (k * 1_500) % SIZE.height];
    return event('ViewportSampled', {
      ...place,
      kind: 'view',
      seq: k,
      at: t0 + k * 700,
      center: { x, y },
      zoom: k % 2 ? 20 : 4,
      rotation: 0,
      flipped: false,
      corners: corners(x, y, 600),
      canvas: { width: 1200, height: 800 },
    });
  });
  const click = event('ObjectOfInterestClicked', { ...place, kind: 'objectClick', seq: VIEWS, at: t0 + 1_000, objectId: 'c1', catIdx: 0 });
  const answer = r % 2 ? 'HSIL' : 'LSIL';
  const slide = {
    slideId: 'slide',
    revisionId: 'rev',
    solution: { type: 'GYN', result: 'HSIL' },
    answer,
    shortList: ['c1'],
    objects: CELLS,
    size: SIZE,
    micronsPerPixel: 0.25,
  };
  return [
    {
      stream: `review-${reviewId}`,
      events: [
        event('ReviewCheckedOut', {
          reviewId,
          userId: REVIEW_LEARNERS[r % REVIEW_LEARNERS.length],
          moduleId: 'm',
          itemId: 't',
          revisionId: 'tr',
          itemType: 'test',
          graded: true,
          pageCount: 1,
          session: 's',
          startTime: t0,
        }),
      ],
    },
    { stream: `activity-${reviewId}`, events: [...views, click] },
    {
      stream: `review-${reviewId}`,
      events: [event('ReviewPageSubmitted', { page: 0, score: answer === 'HSIL' ? 1 : -1, submitTime: t0 + VIEWS * 700, slide })],
    },
  ];
}

/** Reviews 0 … count − 1, a minute apart from 2026-11-01 08:00 UTC: a review's appends in order, 100 reviews side by side. */
export async function appendSlideReviews(store: EventStore, count: number): Promise<void> {
  const t0 = Date.parse('2026-11-01T08:00:00Z');
  for (let r = 0; r < count; r += 100) {
    const batch = Array.from({ length: Math.min(100, count - r) }, (_, i) => slideReviewEvents(r + i, t0 + (r + i) * 60_000));
    await Promise.all(
      batch.map(async (appends) => {
        for (const { stream, events } of appends) await store.appendToStream(stream, events, { expectedRevision: 'any' });
      }),
    );
  }
}
