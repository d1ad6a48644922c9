/** Helpers of the learning specs. */
import { expect } from '@jest/globals';
import { LEARNING_ROUTES, type ContentItem, type ReviewCheckout, type ReviewRecord, type SlideItem, type UserDetail } from '@cytocampus/contracts';
import { newUser } from '../../../testing/factories.js';
import { processedSlide } from '../../../testing/slides.js';
import { TestClient } from '../../../testing/test-client.js';
import { ok } from '../../content/testing/content-client.js';

export const PASSWORD = 'Harbor-Pass1';

const choice = (choiceText: string, isCorrect = false) => ({ choiceText, isCorrect });
/** A text-choice page: the first of `choices` is right unless `correct` says otherwise. */
export const question = (title: string, correct: number[] = [0], count = 3, minChoices = correct.length) => ({
  type: 'text-choice',
  title,
  items: [],
  quiz: {
    question: { questionText: `${title}?` },
    solution: `Because of ${title}.`,
    minChoices,
    maxChoices: correct.length,
    choices: Array.from({ length: count }, (_, i) => choice(`${title} ${i}`, correct.includes(i))),
  },
});

export async function activeItem(admin: TestClient, path: string, fields: Record<string, unknown>): Promise<ContentItem> {
  const item = ok<ContentItem>(await admin.post(`/api/v1/${path}`, fields));
  ok(await admin.put(`/api/v1/${path}/${item.id}`, { activate: true }));
  return item;
}

export interface SeededCourse {
  moduleId: string;
  graded: ContentItem;
  practice: ContentItem;
  talk: ContentItem;
  assignmentId: string;
}

/** A course of a video presentation, a practice quiz and a graded quiz, and an assignment with it (passing score 50). */
export async function seedCourse(admin: TestClient, options: { sequential?: boolean; name?: string } = {}): Promise<SeededCourse> {
  const talk = await activeItem(admin, 'presentations', {
    name: 'Adequacy talk',
    title: 'Adequacy',
    pages: [
      { title: 'Video', file: { type: 'Embedded Video', url: 'https://media.example.test/adequacy.mp4' } },
      { title: 'Atlas', file: { type: 'Embedded Link', url: 'https://atlas.example.test/' } },
    ],
  });
  const practice = await activeItem(admin, 'quizzes', { name: 'Warm-up practice', graded: false, pages: [question('Koilocytes'), question('Clue cells')] });
  const graded = await activeItem(admin, 'quizzes', {
    name: 'Squamous graded quiz',
    graded: true,
    pages: [{ type: 'info', title: 'Start', items: [{ type: 'text', value: 'Good luck' }] }, question('LSIL'), question('HSIL', [0, 1], 4)],
  });
  const course = await activeItem(admin, 'modules', {
    name: options.name ?? 'Squamous lesions course',
    isPublic: true,
    items: [
      { type: 'presentation', itemId: talk.itemId },
      { type: 'quiz', itemId: practice.itemId },
      { type: 'quiz', itemId: graded.itemId },
    ],
  });
  const assignment = await activeItem(admin, 'curricula', {
    name: 'Squamous assignment',
    isPublic: true,
    entries: [{ moduleId: course.itemId, passingScore: 50, required: true, sequential: options.sequential ?? false }],
  });
  return { moduleId: course.itemId, graded, practice, talk, assignmentId: assignment.itemId };
}

/** A new learner (no organization) with the assignment, signed in. */
export async function newLearner(baseUrl: string, admin: TestClient, curriculum: string): Promise<{ client: TestClient; id: string }> {
  const body = newUser({ curriculum, password: PASSWORD });
  const user = ok<UserDetail>(await admin.post('/api/v1/users', body));
  const client = new TestClient(baseUrl);
  ok(await client.post('/api/v1/login', { email: body.email, password: PASSWORD }));
  return { client, id: user.id };
}

/** A processed, active synthetic slide (seed 13) whose right diagnosis is HSIL, the one passSlideTest gives. */
export const hsilSlide = (baseUrl: string, admin: TestClient): Promise<SlideItem> =>
  processedSlide(baseUrl, admin, { seed: 13, fields: { accession: 'GYN-0013', solution: { type: 'GYN', result: 'HSIL', reason: 'Koilocytes' } } });

/** Checks the slide test out in the course and submits its one slide with the right diagnosis (HSIL): the test is complete. */
export async function passSlideTest(client: TestClient, testId: string, slideItemId: string, moduleId: string): Promise<ReviewRecord> {
  const { review } = ok<ReviewCheckout>(await client.post(`/api/v1${LEARNING_ROUTES.checkout('tests', testId)}`, { moduleId }));
  const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
  const data = { shortList: [], customObjects: [], component: null, organisms: [], result: 'HSIL', comments: '' };
  const done = ok<ReviewRecord>(await client.put(`/api/v1${LEARNING_ROUTES.review('slides', slideItemId, review.id, 'submit')}`, { review: copy, data }));
  expect(done.submitTime).not.toBeNull();
  return done;
}
