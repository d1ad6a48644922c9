/** Helpers of the audit specs. */
import { randomUUID } from 'node:crypto';
import {
  LEARNING_ROUTES,
  SLIDE_REVIEW_ROUTES,
  type ContentItem,
  type ObjectOfInterest,
  type ReviewActivity,
  type ReviewCheckout,
  type ReviewRecord,
  type SlideItem,
} from '@cytocampus/contracts';
import { processedSlide, syntheticSlideFiles } from '../../../testing/slides.js';
import type { TestClient } from '../../../testing/test-client.js';
import { account, api, ok } from '../../community/testing/community-client.js';
import { activeItem } from '../../learning/testing/seed-course.js';

export { account, api, me, ok } from '../../community/testing/community-client.js';

/** A slide test of two slides (the first's solution names two of its objects) and a case, in a course assigned to its learners. */
export interface AuditCourse {
  hsil: SlideItem;
  negative: SlideItem;
  test: ContentItem;
  moduleId: string;
  assignmentId: string;
  /** A solution object the learner looks at closely, and one seen only at low power. */
  seenObject: ObjectOfInterest;
  missedObject: ObjectOfInterest;
}

const distance = (a: ObjectOfInterest, b: ObjectOfInterest): number => Math.hypot(a.coords.x - b.coords.x, a.coords.y - b.coords.y);

export async function seedAuditCourse(baseUrl: string, admin: TestClient): Promise<AuditCourse> {
  const files = await syntheticSlideFiles(5, { width: 1536, height: 1024 });
  let hsil: SlideItem;
  let negative: SlideItem;
  try {
    hsil = await processedSlide(baseUrl, admin, { files, fields: { name: 'Pap 14', accession: 'GYN-0014', solution: { type: 'GYN', result: 'HSIL' } } });
    // A name a spreadsheet would run as a formula: the CSV history must show it as text.
    negative = await processedSlide(baseUrl, admin, {
      files,
      fields: { name: '=Urine 3', accession: 'URN-0003', solution: { type: 'Other Non-GYN', result: 'NEGATIVE' } },
    });
  } finally {
    await files.remove();
  }
  const areas = hsil.objects[0]!;
  const seenObject = areas[0]!;
  const missedObject = areas.reduce((far, o) => (distance(o, seenObject) > distance(far, seenObject) ? o : far), areas[1]!);
  ok(await admin.put(api(`/slides/${hsil.id}`), { solution: { type: 'GYN', result: 'HSIL', objects: [seenObject.id, missedObject.id] } }));
  const test = await activeItem(admin, 'tests', { name: 'Squamous slide test', slides: [hsil.itemId, negative.itemId] });
  const course = await activeItem(admin, 'modules', {
    name: 'Screening audit course',
    isPublic: false,
    items: [
      { type: 'test', itemId: test.itemId },
      { type: 'case', itemId: negative.itemId },
    ],
  });
  const assignment = await activeItem(admin, 'curricula', {
    name: 'Audit assignment',
    isPublic: true,
    entries: [{ moduleId: course.itemId, passingScore: 50 }],
  });
  return { hsil, negative, test, moduleId: course.itemId, assignmentId: assignment.itemId, seenObject, missedObject };
}

/** A learner of the course in an organization (made by `by`, a super). */
export const courseLearner = (baseUrl: string, by: TestClient, course: AuditCourse, orgId: string | null, lastName: string) =>
  account(baseUrl, by, { orgId, curriculum: course.assignmentId, bio: { firstName: 'Lena', lastName } });

const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });

export const diagnosis = (result: string | null, shortList: string[] = []) => ({
  shortList,
  customObjects: [],
  component: null,
  organisms: [],
  result,
  comments: '',
});

/** A view sample: the screen's box around `center`, `half` level-0 pixels each way. */
export const viewAt = (seq: number, at: number, center: { x: number; y: number }, half: number, zoom: number): ReviewActivity => ({
  kind: 'view',
  seq,
  at,
  center,
  zoom,
  rotation: 0,
  flipped: false,
  corners: [
    { x: center.x - half, y: center.y - half },
    { x: center.x + half, y: center.y - half },
    { x: center.x + half, y: center.y + half },
    { x: center.x - half, y: center.y + half },
  ],
  canvas: { width: 1200, height: 800 },
});

/** A learner's review as they work on it, through the learner's own calls. */
export class ReviewRun {
  review!: ReviewRecord;
  /** The checkout's session (the review has none once completed). */
  session = '';

  constructor(private readonly client: TestClient) {}

  async checkoutTest(course: AuditCourse): Promise<this> {
    this.review = ok<ReviewCheckout>(await this.client.post(api(LEARNING_ROUTES.checkout('tests', course.test.itemId)), { moduleId: course.moduleId })).review;
    this.session = this.review.session ?? '';
    return this;
  }

  async checkoutCase(course: AuditCourse): Promise<this> {
    const body = { moduleId: course.moduleId, itemType: 'case' };
    this.review = ok<ReviewCheckout>(await this.client.post(api(LEARNING_ROUTES.checkout('slides', course.negative.itemId)), body)).review;
    this.session = this.review.session ?? '';
    return this;
  }

  /** Goes on with a review checked out elsewhere (an attempt whose checkout the spec makes itself). */
  resume(review: ReviewRecord): this {
    this.review = review;
    this.session = review.session ?? '';
    return this;
  }

  get id(): string {
    return this.review.id;
  }

  private async write(slide: SlideItem, action: 'update' | 'visit' | 'submit', body: Record<string, unknown>): Promise<this> {
    this.review = ok<ReviewRecord>(
      await this.client.put(api(LEARNING_ROUTES.review('slides', slide.itemId, this.id, action)), { review: copyOf(this.review), ...body }),
    );
    return this;
  }

  visit = (slide: SlideItem, page: number) => this.write(slide, 'visit', { page });
  update = (slide: SlideItem, page: number, data: unknown) => this.write(slide, 'update', { page, elapsed: 10, data });
  submit = (slide: SlideItem, data: unknown) => this.write(slide, 'submit', { data });

  async activity(slide: SlideItem, events: ReviewActivity[]): Promise<void> {
    ok(await this.client.post(api(SLIDE_REVIEW_ROUTES.activity(slide.itemId, this.id)), { batch: randomUUID(), session: this.session, events }));
  }
}
