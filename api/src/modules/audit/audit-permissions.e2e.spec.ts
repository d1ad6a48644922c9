/**
 * The review audit's permission matrix (issue 16, docs/adr/0029; auditReviews, auditOrgReviews):
 * every audit call, for learners (the review's own and another), managers (of its organization, of
 * another, without the permission) and admins (with and without it), on reviews that are complete,
 * half done and open. Expectations come from the pure rules of libs/permissions (auditListScope,
 * canAuditReview), so this proves the API enforces exactly them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { AUDIT_ROUTES, AUDIT_TEXT, MSG, type AuditReviewRow, type CurrentUser, type Page } from '@cytocampus/contracts';
import { auditListScope, canAuditReview, type Actor } from '@cytocampus/permissions';
import { signedInAll } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { eventually } from '../../testing/eventually.js';
import { account, api, courseLearner, diagnosis, me, ok, ReviewRun, seedAuditCourse } from './testing/audit-course.js';

const CALLERS = [
  'learner',
  'learner who owns the reviews',
  'manager',
  'manager of another organization',
  'manager without auditOrgReviews',
  'admin',
  'admin without auditReviews',
] as const;
type Caller = (typeof CALLERS)[number];
/** The owner's case (complete) and slide test (first slide submitted), and another organization's learner's test (open). */
const KINDS = ['complete case', 'half-done test', 'open test of another organization'] as const;
type Kind = (typeof KINDS)[number];

interface Audited {
  id: string;
  userId: string;
  orgId: string;
  complete: boolean;
  firstPageSubmitted: boolean;
}

let t: TestServer;
const as = {} as Record<Caller, TestClient>;
const actors = {} as Record<Caller, Actor>;
const reviews = {} as Record<Kind, Audited>;

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  const demo = await signedInAll(t.url);
  const own = (await me(demo.manager)).orgId!;
  const other = ok<{ id: string }>(await demo.super.post(api('/organizations'), { name: 'Matrix Other Laboratory' })).id;
  const course = await seedAuditCourse(t.url, demo.admin);
  const owner = await courseLearner(t.url, demo.super, course, own, 'Owner');
  const stranger = await courseLearner(t.url, demo.super, course, other, 'Stranger');
  Object.assign(as, {
    learner: demo.learner,
    'learner who owns the reviews': owner.client,
    manager: demo.manager,
    admin: demo.admin,
  });
  const accounts: [Caller, object][] = [
    ['manager of another organization', { orgId: other, role: 'manager' }],
    ['manager without auditOrgReviews', { orgId: own, role: 'manager', permissions: { auditOrgReviews: false } }],
    ['admin without auditReviews', { orgId: own, role: 'admin', permissions: { auditReviews: false } }],
  ];
  for (const [caller, fields] of accounts) as[caller] = (await account(t.url, demo.super, fields)).client;
  for (const caller of CALLERS) {
    const user: CurrentUser = await me(as[caller]);
    actors[caller] = { id: user.id, role: user.role, orgId: user.orgId, effectivePermissions: user.effectivePermissions };
  }
  expect(actors['manager without auditOrgReviews'].effectivePermissions?.auditOrgReviews).toBe(false);
  expect(actors['admin without auditReviews'].effectivePermissions?.auditReviews).toBe(false);

  const caseRun = await new ReviewRun(owner.client).checkoutCase(course);
  await caseRun.submit(course.negative, diagnosis('NEGATIVE'));
  const testRun = await new ReviewRun(owner.client).checkoutTest(course);
  await testRun.submit(course.hsil, diagnosis('HSIL'));
  const openRun = await new ReviewRun(stranger.client).checkoutTest(course);
  reviews['complete case'] = { id: caseRun.id, userId: owner.id, orgId: own, complete: true, firstPageSubmitted: true };
  reviews['half-done test'] = { id: testRun.id, userId: owner.id, orgId: own, complete: false, firstPageSubmitted: true };
  reviews['open test of another organization'] = { id: openRun.id, userId: stranger.id, orgId: other, complete: false, firstPageSubmitted: false };
  // Checkouts reach the stats read model a moment after they answer.
  await eventually(async () => ok<Page<AuditReviewRow>>(await demo.super.get(api(AUDIT_ROUTES.reviews))).total === 3, 'the three reviews listed');
}, 240_000);
afterAll(() => t?.close());

type Route = [name: string, path: (r: Audited) => string, submitted: (r: Audited) => boolean];
const ROUTES: Route[] = [
  ['replay', (r) => AUDIT_ROUTES.review(r.id), (r) => r.complete],
  ['history', (r) => `${AUDIT_ROUTES.history(r.id)}?format=csv`, (r) => r.complete],
  // The coverage of a slide is the learner's feedback as soon as that slide is submitted.
  ['coverage of the first slide', (r) => AUDIT_ROUTES.coverage(r.id, 0), (r) => r.firstPageSubmitted],
];

describe('a review’s replay, history and coverage, for every caller and review', () => {
  const matrix = ROUTES.flatMap(([name, path, submitted]) => CALLERS.flatMap((caller) => KINDS.map((kind) => [name, caller, kind, path, submitted] as const)));

  it.each(matrix)('%s as %s, the %s', async (_name, caller, kind, path, submitted) => {
    const review = reviews[kind];
    const allowed = canAuditReview(actors[caller], { userId: review.userId, orgId: review.orgId, submitted: submitted(review) });
    const res: Response = await as[caller].get(api(path(review)));
    expect(res.status).toBe(allowed ? 200 : 404);
    if (!allowed) expect(res.body).toEqual({ code: 404, message: AUDIT_TEXT.reviewNotFound, field: null });
  });
});

describe('the audit list for every caller', () => {
  it.each(CALLERS)('as %s', async (caller) => {
    const scope = auditListScope(actors[caller]);
    const res: Response = await as[caller].get(api(AUDIT_ROUTES.reviews));
    if (scope === null) {
      expect([res.status, res.body]).toEqual([403, { code: 403, message: MSG.forbidden, field: null }]);
      return;
    }
    expect(res.status).toBe(200);
    const listed = (res.body as { data: Page<AuditReviewRow> }).data.items.map((r) => r.reviewId).sort();
    const inScope = KINDS.map((kind) => reviews[kind])
      .filter((r) => scope.all || r.orgId === scope.orgId)
      .map((r) => r.id)
      .sort();
    expect(listed).toEqual(inScope);
  });
});
