/**
 * Sample bodies of the learner-side calls (reviews, slide reviews, feedback) and the community, for
 * the fuzz suite (testing/sample-bodies.ts gathers them).
 */
import { ESSENTIAL_TEXT, UNKNOWN_UUID } from './hostile-values.js';
import { API, AS_REPLIED, same, trimmed, type Fixtures, type Path, type Sample } from './sample-shape.js';

/**
 * The community calls (docs/adr/0027) on the fixture thread. Posting is rate limited per user, so
 * the admin starts threads and the learner posts messages: each valid sample is within its user's
 * allowance, and mutated bodies over it are refused (429) like any other. Messages are sanitized
 * HTML: the GET shows what the reply showed.
 */
export function communitySamples(): Sample[] {
  const thread = (fx: Fixtures) => `${API}/threads/${fx.thread}`;
  // The moderation calls answer the thread as its lists show it: read back the same.
  const summary = (fx: Fixtures) => `${API}/threads/${fx.thread}/summary`;
  const sanitized = (leaf: Path, value: unknown): unknown => (leaf[0] === 'message' ? AS_REPLIED : trimmed(value));
  return [
    {
      key: `POST ${API}/threads`,
      as: 'admin',
      values: ESSENTIAL_TEXT,
      body: (fx) => ({ title: 'Fuzz discussion', ref: fx.demoOrg, message: '<p>What do you see on <b>slide 3</b>?</p>' }),
      readBack: {
        path: (_fx, reply) => `${API}/threads/${String(reply.id)}`,
        at: (leaf) => (leaf[0] === 'message' ? ['messages', 0, 'message'] : leaf[0] === 'attachments' ? null : leaf),
      },
      clean: sanitized,
    },
    {
      key: `POST ${API}/threads/{id}`,
      as: 'learner',
      values: ESSENTIAL_TEXT,
      body: () => ({ message: '<p>Koilocytes, <em>I think</em>.</p>', attachments: [] }),
      // Where the new message shows depends on the thread's length: the GET must answer, the reply is checked by the e2e spec.
      readBack: { path: thread, at: () => null },
    },
    {
      key: `PUT ${API}/threads/{id}`,
      as: 'admin',
      values: ESSENTIAL_TEXT,
      body: () => ({ title: 'Fuzz thread, renamed' }),
      readBack: { path: summary, at: same },
    },
    { key: `PUT ${API}/threads/{id}/lock`, as: 'admin', body: () => ({ locked: false }), readBack: { path: summary, at: same } },
    { key: `PUT ${API}/threads/{id}/sticky`, as: 'admin', body: () => ({ sticky: false }), readBack: { path: summary, at: same } },
    {
      key: `PUT ${API}/threads/{id}/messages/{messageId}`,
      as: 'admin',
      values: ESSENTIAL_TEXT,
      body: () => ({ message: '<p>The fixture thread, edited</p>', attachments: [] }),
      // The fixture message is the thread's oldest: the first after time 0.
      readBack: { path: (fx) => `${thread(fx)}?poll=0`, at: (leaf) => (leaf[0] === 'message' ? ['messages', 0, 'message'] : null), replyIsItem: false },
      clean: sanitized,
    },
    { key: `PUT ${API}/user/visit/thread`, as: 'learner', values: ESSENTIAL_TEXT, body: (fx) => ({ threadId: fx.thread }) },
  ];
}

/**
 * The learner's review calls. The fixture course is not the demo learner's and the fixture review
 * id is nobody's, so a valid body ends in 404 after validation; the lifecycle itself is checked in
 * api/src/modules/learning/learning.e2e.spec.ts.
 */
export function reviewSamples(): Sample[] {
  const review = { id: UNKNOWN_UUID, elapsed: 3, startTime: 1, session: UNKNOWN_UUID, lastUpdate: 2 };
  return (['presentations', 'quizzes'] as const).flatMap((path): Sample[] => [
    { key: `POST ${API}/${path}/{id}/review`, as: 'learner', validStatus: 404, body: (fx) => ({ moduleId: fx.content.modules.itemId }) },
    {
      key: `PUT ${API}/${path}/{id}/review/{reviewId}/update`,
      as: 'learner',
      validStatus: 404,
      body: () => ({ review, page: 0, elapsed: 4, data: { selected: [0] } }),
    },
    { key: `PUT ${API}/${path}/{id}/review/{reviewId}/visit`, as: 'learner', validStatus: 404, body: () => ({ review, page: 0 }) },
    { key: `PUT ${API}/${path}/{id}/review/{reviewId}/save`, as: 'learner', validStatus: 404, body: () => ({ review }) },
    { key: `PUT ${API}/${path}/{id}/review/{reviewId}/submit`, as: 'learner', validStatus: 404, body: () => ({ review, data: { selected: [1] } }) },
  ]);
}

/** The slide review calls (docs/adr/0022); like the others, a valid body ends in 404 (nobody's review, a course not the learner's). */
export function slideReviewSamples(): Sample[] {
  const review = { id: UNKNOWN_UUID, elapsed: 3, startTime: 1, session: UNKNOWN_UUID, lastUpdate: 2 };
  const data = { shortList: ['area-1'], customObjects: [], component: 'Present', organisms: ['Candida'], result: 'HSIL', comments: 'Koilocytes.' };
  const view = { kind: 'view', seq: 1, at: 1, center: { x: 5, y: 5 }, zoom: 10, rotation: 0, flipped: false, canvas: { width: 800, height: 600 } };
  const corners = [0, 1, 2, 3].map((i) => ({ x: i * 10, y: i * 10 }));
  const slides = `${API}/slides/{id}/review`;
  return [
    { key: `POST ${API}/tests/{id}/review`, as: 'learner', validStatus: 404, body: (fx) => ({ moduleId: fx.content.modules.itemId }) },
    { key: `POST ${slides}`, as: 'learner', validStatus: 404, body: (fx) => ({ moduleId: fx.content.modules.itemId, itemType: 'known' }) },
    { key: `PUT ${slides}/{reviewId}/update`, as: 'learner', validStatus: 404, body: () => ({ review, page: 0, elapsed: 4, data }) },
    { key: `PUT ${slides}/{reviewId}/visit`, as: 'learner', validStatus: 404, body: () => ({ review, page: 0 }) },
    { key: `PUT ${slides}/{reviewId}/save`, as: 'learner', validStatus: 404, body: () => ({ review }) },
    { key: `PUT ${slides}/{reviewId}/submit`, as: 'learner', validStatus: 404, body: () => ({ review, data }) },
    // A proficiency test is submitted whole (docs/adr/0035): nobody's review, 404 after validation.
    { key: `PUT ${API}/tests/{id}/review/{reviewId}/submit`, as: 'learner', validStatus: 404, body: () => ({ review }) },
    // The body is checked first; the course is the query's moduleId, which samples do not send: 400 'moduleId' (feedback.e2e.spec.ts goes further).
    {
      key: `PUT ${API}/tests/{id}/submitFeedback`,
      as: 'learner',
      validStatus: 400,
      body: (fx) => ({ formId: fx.content['feedback-forms'].itemId, feedback: [5, 'N/A', 1], paceProgramNumber: '510-503-26' }),
    },
    {
      key: `POST ${slides}/{reviewId}/activity`,
      as: 'learner',
      validStatus: 404,
      body: () => ({ batch: UNKNOWN_UUID, session: UNKNOWN_UUID, events: [{ ...view, corners }] }),
    },
  ];
}
