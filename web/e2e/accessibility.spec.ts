/**
 * WCAG 2.2 AA on every screen (issue 35 section 1): the demo product after its people have worked
 * (populated-demo.ts), every route of the web router visited as each role that can open it (signed
 * out for the public pages), and axe-core's WCAG 2.0/2.1/2.2 A and AA rules run on each once it has
 * settled: no violation anywhere. routes() is the table of every route the sweep visits; the first
 * test fails when the router (its route objects, web/src/app/routePaths.ts) has a route the table
 * does not list, or when a role the route's access rule lets in is not among its visitors. The
 * menus, a drawer, a confirm dialog, the progress overlay and the phone's navigation are audited open
 * (overlays()), and one page per visitor at phone width. The five visitors sweep side by side, each
 * in its own browser context, moving between screens inside the single-page app as a person does.
 * Set A11Y_SCREENSHOTS=<dir> to keep a picture of each screen audited.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { canAccess } from '@cytocampus/permissions';
import { wcagViolations, type AxeFinding } from './axe.js';
import { stopDemoProduct } from './demo-learner.js';
import { waitForPath } from './pages.js';
import { PHONE_VIEWPORT, settled } from './phone.js';
import { populatedDemo, SIGNED_IN_ROLES, type DemoIds, type PopulatedDemo, type Visitor } from './populated-demo.js';
import { routerPaths, type RoutePath } from './router-paths.js';
import { followRequests, settle, type RequestWatch } from './settle.js';

const VISITORS = [...SIGNED_IN_ROLES, 'public'] as const;
/** The harness's browser window. */
const DESKTOP = { width: 1280, height: 900 } as const;
const ALL: readonly Visitor[] = SIGNED_IN_ROLES;
const MANAGERS: readonly Visitor[] = ['manager', 'admin', 'super'];
const ADMINS: readonly Visitor[] = ['admin', 'super'];
const SUPER: readonly Visitor[] = ['super'];
const LEARNER: readonly Visitor[] = ['learner'];
const PUBLIC: readonly Visitor[] = ['public'];
/** The demo manager has no readOrgContent: the content area's gate refuses them what its routes' rule (level 2) lets in. */
const CONTENT_DENIED: readonly Visitor[] = ['manager'];

interface Visit {
  /** The address opened, with the populated demo's ids. */
  url: string;
  as: readonly Visitor[];
  /** Roles the route's access rule lets in that the page itself refuses: checked to answer '401', not audited again. */
  denied?: readonly Visitor[];
  /** The page answers '401' to this visit (and the 401 screen is audited). */
  refused?: boolean;
  /** A route that only redirects: where it lands (its page is audited under its own route). */
  lands?: string | RegExp;
  /** What to do on the page before the audit (answer a question, open a menu). */
  act?: (page: Page) => Promise<void>;
  /** At phone width (390 x 844). */
  phone?: boolean;
  /** Opened last: it ends the visitor's session. */
  last?: boolean;
  /** Only checked (a refusal already audited elsewhere). */
  unaudited?: boolean;
}

/** Every route of the router (its pattern, as routePaths() gives it) and how the sweep opens it. */
function routes(ids: DemoIds): Record<string, Visit[]> {
  const { course, screening } = ids;
  const demo = (kind: string, rest: string): Visit[] => [
    { url: `/demo/admin/${kind}/${rest}`, as: ADMINS },
    { url: `/demo/org/${kind}/${rest}`, as: ['manager'] },
  ];
  return {
    // Signed out.
    '/': [{ url: '/', as: PUBLIC, lands: '/login' }],
    '/login/*': [{ url: '/login', as: PUBLIC }],
    '/register': [{ url: '/register', as: PUBLIC }],
    '/reset-password': [{ url: '/reset-password?token=an-expired-token', as: PUBLIC }],
    '/logout': [{ url: '/logout', as: LEARNER, lands: '/login', last: true }],
    '/sso/callback': [{ url: '/sso/callback', as: PUBLIC }],
    '/lti/deep-linking': [{ url: '/lti/deep-linking', as: PUBLIC }],
    '/verify/:code': [{ url: '/verify/ABCD-EFGH-JKLM-NPQR-STUV-WXYZ-2345', as: PUBLIC }],
    '/*': [
      { url: '/no-such-page', as: PUBLIC, lands: '/login/no-such-page' },
      { url: '/no-such-page', as: ALL },
    ],
    '/admin/announcements': [{ url: '/admin/announcements', as: ADMINS, lands: '/dashboard/admin/announcements' }],
    // The dashboard.
    '/dashboard': [{ url: '/dashboard', as: ALL, lands: '/dashboard/home' }],
    '/dashboard/home': [{ url: '/dashboard/home', as: ALL }],
    '/dashboard/learning': [{ url: '/dashboard/learning', as: ALL, lands: '/dashboard/learning/courses' }],
    '/dashboard/learning/courses': [{ url: '/dashboard/learning/courses', as: ALL }],
    '/dashboard/learning/courses/:moduleId/back?': [{ url: `/dashboard/learning/courses/${course.moduleId}`, as: ALL }],
    '/dashboard/learning/certificates': [{ url: '/dashboard/learning/certificates', as: ALL }],
    '/dashboard/learning/skills': [{ url: '/dashboard/learning/skills', as: ALL }],
    '/dashboard/community': [{ url: '/dashboard/community', as: ALL, lands: '/dashboard/community/messages' }],
    '/dashboard/community/threads': [{ url: '/dashboard/community/threads', as: ALL }],
    '/dashboard/community/organization': [{ url: '/dashboard/community/organization', as: ALL }],
    '/dashboard/community/messages': [{ url: '/dashboard/community/messages', as: ALL }],
    '/dashboard/community/messages/:threadId': [
      { url: `/dashboard/community/messages/${ids.threadId}`, as: ALL },
      { url: `/dashboard/community/messages/${ids.conversationId}`, as: LEARNER },
    ],
    '/dashboard/teaching': [{ url: '/dashboard/teaching', as: ALL }],
    '/dashboard/teaching/:sessionId': [{ url: `/dashboard/teaching/${ids.teachingSessionId}`, as: ALL }],
    '/dashboard/profile/back?': [{ url: '/dashboard/profile', as: ALL }],
    '/dashboard/settings/back?': [{ url: '/dashboard/settings', as: ALL }],
    // Administration.
    '/dashboard/admin': [{ url: '/dashboard/admin', as: ADMINS, lands: '/dashboard/admin/users' }],
    '/dashboard/admin/users': [{ url: '/dashboard/admin/users', as: ADMINS }],
    '/dashboard/admin/users/:contentId/back?': [{ url: `/dashboard/admin/users/${ids.learner.itemId}`, as: ADMINS }],
    '/dashboard/admin/organizations': [{ url: '/dashboard/admin/organizations', as: ADMINS }],
    '/dashboard/admin/organizations/:contentId/back?': [{ url: `/dashboard/admin/organizations/${ids.organizationId}`, as: ADMINS }],
    '/dashboard/admin/assignments': [{ url: '/dashboard/admin/assignments', as: ADMINS }],
    '/dashboard/admin/assignments/:contentId/back?': [{ url: `/dashboard/admin/assignments/${ids.assignmentId}`, as: ADMINS }],
    '/dashboard/admin/announcements': [{ url: '/dashboard/admin/announcements', as: ADMINS }],
    '/dashboard/admin/progress': [{ url: '/dashboard/admin/progress', as: ADMINS }],
    '/dashboard/admin/proficiency': [{ url: '/dashboard/admin/proficiency', as: ADMINS }],
    '/dashboard/admin/skills': [{ url: '/dashboard/admin/skills', as: ADMINS }],
    '/dashboard/admin/skills/:userId': [{ url: `/dashboard/admin/skills/${ids.learner.userId}`, as: ADMINS }],
    '/dashboard/admin/reports/new': [{ url: '/dashboard/admin/reports/new', as: ADMINS }],
    '/dashboard/admin/reports': [{ url: '/dashboard/admin/reports', as: ADMINS }],
    '/dashboard/admin/reports/:contentId/back?': [{ url: `/dashboard/admin/reports/${ids.reportId}`, as: ADMINS }],
    '/dashboard/admin/lti': [{ url: '/dashboard/admin/lti', as: SUPER }],
    // The organization.
    '/dashboard/org': [{ url: '/dashboard/org', as: MANAGERS, lands: '/dashboard/org/users' }],
    '/dashboard/org/users': [{ url: '/dashboard/org/users', as: MANAGERS }],
    '/dashboard/org/users/:contentId/back?': [{ url: `/dashboard/org/users/${ids.learner.itemId}`, as: MANAGERS }],
    '/dashboard/org/groups': [{ url: '/dashboard/org/groups', as: MANAGERS }],
    '/dashboard/org/groups/:contentId/back?': [{ url: `/dashboard/org/groups/${ids.groupId}`, as: MANAGERS }],
    '/dashboard/org/assignments': [{ url: '/dashboard/org/assignments', as: MANAGERS }],
    '/dashboard/org/assignments/:contentId/back?': [{ url: `/dashboard/org/assignments/${ids.assignmentId}`, as: MANAGERS }],
    '/dashboard/org/progress': [{ url: '/dashboard/org/progress', as: MANAGERS }],
    '/dashboard/org/proficiency': [{ url: '/dashboard/org/proficiency', as: MANAGERS }],
    '/dashboard/org/skills': [{ url: '/dashboard/org/skills', as: MANAGERS }],
    '/dashboard/org/skills/:userId': [{ url: `/dashboard/org/skills/${ids.learner.userId}`, as: MANAGERS }],
    '/dashboard/org/reports/new': [{ url: '/dashboard/org/reports/new', as: MANAGERS }],
    '/dashboard/org/reports': [{ url: '/dashboard/org/reports', as: MANAGERS }],
    '/dashboard/org/reports/:contentId/back?': [{ url: `/dashboard/org/reports/${ids.reportId}`, as: MANAGERS }],
    // The review audit: auditors list reviews; a learner replays their own.
    '/dashboard/audit': [{ url: '/dashboard/audit', as: MANAGERS }],
    '/dashboard/audit/:reviewId': [{ url: `/dashboard/audit/${screening.reviewId}`, as: ALL }],
    // Content.
    '/dashboard/content': [{ url: '/dashboard/content', as: ADMINS, denied: CONTENT_DENIED, lands: '/dashboard/content/courses' }],
    '/dashboard/content/courses': [{ url: '/dashboard/content/courses', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/courses/:contentId/back?': [{ url: `/dashboard/content/courses/${course.moduleId}`, as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/presentations': [{ url: '/dashboard/content/presentations', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/presentations/:contentId/back?': [
      { url: `/dashboard/content/presentations/${course.presentationId}`, as: ADMINS, denied: CONTENT_DENIED },
    ],
    '/dashboard/content/quizzes': [{ url: '/dashboard/content/quizzes', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/quizzes/:contentId/back?': [{ url: `/dashboard/content/quizzes/${course.quizId}`, as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/slides': [{ url: '/dashboard/content/slides', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/slides/:contentId/back?': [{ url: `/dashboard/content/slides/${screening.slideId}`, as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/tests': [{ url: '/dashboard/content/tests', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/tests/:contentId/back?': [{ url: `/dashboard/content/tests/${screening.testId}`, as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/feedback': [{ url: '/dashboard/content/feedback', as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/content/feedback/:contentId/back?': [{ url: `/dashboard/content/feedback/${ids.evaluationFormId}`, as: ADMINS, denied: CONTENT_DENIED }],
    '/dashboard/*': [{ url: '/dashboard/no-such-page', as: ALL }],
    // The players, full-page.
    '/course/:moduleId': [{ url: `/course/${course.moduleId}`, as: LEARNER, lands: /^\/(course|dashboard\/learning\/courses)\// }],
    '/course/:moduleId/presentation/:itemId/:pageNum?': [{ url: `/course/${course.moduleId}/presentation/${course.presentationId}/1`, as: LEARNER }],
    '/course/:moduleId/quiz/:itemId/:pageNum?': [{ url: `/course/${course.moduleId}/quiz/${course.quizId}/1`, as: LEARNER, act: answerQuiz }],
    '/course/:moduleId/test/:itemId': [{ url: `/course/${screening.moduleId}/test/${screening.testId}`, as: LEARNER }],
    '/course/:moduleId/test/:itemId/feedback': [{ url: `/course/${screening.moduleId}/test/${screening.testId}/feedback`, as: LEARNER }],
    '/course/:moduleId/case/:itemId/:testId?': [{ url: `/course/${screening.moduleId}/case/${screening.slideId}/${screening.testId}`, as: LEARNER }],
    '/course/:moduleId/known/:itemId': [{ url: `/course/${screening.moduleId}/known/${screening.slideId}`, as: LEARNER }],
    '/course/:moduleId/unknown/:itemId': [{ url: `/course/${screening.moduleId}/unknown/${screening.slideId}`, as: LEARNER }],
    // Demo runs: administrators (/demo/admin) and managers (/demo/org).
    '/demo/:role/presentation/:itemId/:pageNum?': demo('presentation', `${course.presentationId}/1`),
    '/demo/:role/quiz/:itemId/:pageNum?': demo('quiz', `${course.quizId}/1`),
    '/demo/:role/test/:itemId/:clear?': demo('test', screening.testId),
    '/demo/:role/case/:itemId/:refId?/:clear?': demo('case', `${screening.slideId}/${screening.testId}`),
    '/demo/:role/known/:itemId/:clear?': demo('known', screening.slideId),
    '/demo/:role/unknown/:itemId/:clear?': demo('unknown', screening.slideId),
  };
}

/**
 * The overlays, audited open, and a page per visitor at phone width: a visit each, after the
 * visitor's routes (and before a visit that signs them out).
 */
function overlays(ids: DemoIds): Visit[] {
  const user = ids.learner.itemId;
  return [
    { url: '/dashboard/home', as: LEARNER, act: (page) => opens(page, page.getByRole('button', { name: /user menu/i }), page.getByRole('menu')) },
    { url: '/dashboard/home', as: LEARNER, act: (page) => opens(page, page.getByRole('button', { name: 'Alerts' }), page.getByRole('tab').first()) },
    {
      url: '/dashboard/home',
      as: LEARNER,
      phone: true,
      act: (page) => opens(page, page.getByRole('button', { name: 'Toggle navigation' }), page.getByRole('button', { name: 'Close navigation' })),
    },
    { url: `/dashboard/learning/courses/${ids.course.moduleId}`, as: LEARNER, phone: true },
    // A user's page: the assignment's drawer in the edit form, the confirm dialog of Clear Stats, the progress overlay.
    { url: `/dashboard/admin/users/${user}`, as: ADMINS, act: editAssignment },
    {
      url: `/dashboard/admin/users/${user}`,
      as: ['admin'],
      act: (page) => opens(page, page.getByRole('button', { name: 'Clear Stats' }), page.getByRole('dialog')),
    },
    {
      url: `/dashboard/org/users/${user}`,
      as: ['manager'],
      act: (page) => opens(page, page.getByRole('button', { name: 'View Progress' }), page.getByRole('dialog')),
    },
    { url: '/dashboard/org/progress', as: ['manager'], phone: true },
    { url: '/dashboard/admin/users', as: ['admin'], phone: true },
    { url: '/dashboard/admin/lti', as: SUPER, phone: true },
    { url: '/login', as: PUBLIC, phone: true },
    // A page a role may not open: the '401' screen.
    { url: '/dashboard/admin/users', as: LEARNER, refused: true },
  ];
}

/** Clicks what opens an overlay and waits until it shows. */
async function opens(page: Page, opener: Locator, shown: Locator): Promise<void> {
  await opener.click();
  await shown.waitFor();
  await page.waitForFunction(settled);
}

/** On a user's page: Edit, then the Assignment picker's drawer. */
async function editAssignment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await opens(page, page.getByRole('button', { name: 'Assignment', exact: true }), page.getByRole('dialog', { name: 'Choose Assignment' }));
}

/** The practice quiz: past its info page, a wrong answer, so its feedback (Try Again, Show Solution) shows. */
async function answerQuiz(page: Page): Promise<void> {
  await page.getByRole('button', { name: LEARNING_TEXT.next, exact: true }).click();
  await page.getByRole('radio', { name: '2,000 cells', exact: true }).click();
  await page.getByRole('button', { name: LEARNING_TEXT.tryAgain, exact: true }).waitFor();
}

let demo: PopulatedDemo;
let table: Record<string, Visit[]>;
const started = Date.now();
/** Each visitor's sweep, all five side by side (each in its own browser context), started by the first test that asks for one. */
const sweeps = new Map<Visitor, Promise<Sweep>>();
function sweepOf(visitor: Visitor): Promise<Sweep> {
  if (sweeps.size === 0) {
    const visits = [...Object.values(table).flat(), ...overlays(demo.ids)];
    for (const each of VISITORS) sweeps.set(each, sweep(each, visits));
  }
  return sweeps.get(visitor)!;
}

beforeAll(async () => {
  demo = await populatedDemo();
  table = routes(demo.ids);
  process.stderr.write(`accessibility: the populated demo in ${Math.round((Date.now() - started) / 1000)} s\n`);
}, 240_000);

afterAll(async () => {
  await Promise.allSettled(sweeps.values());
  process.stderr.write(`accessibility: ${Math.round((Date.now() - started) / 1000)} s in all\n`);
  await stopDemoProduct(demo?.product);
});

/** What the audit found on one screen, named for the report. */
interface ScreenFindings {
  screen: string;
  findings: AxeFinding[];
}
interface Sweep {
  found: ScreenFindings[];
  failures: string[];
}

/** A screen's findings, printed in full (rule, elements and why) so that they can be fixed from the test's output. */
function printFindings(found: ScreenFindings[]): string {
  return found
    .map(
      ({ screen, findings }) =>
        `${screen}\n${findings.map((f) => `  ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n')}`,
    )
    .join('\n');
}

describe('the accessibility sweep', () => {
  it("lists every route of the router, with every role the route's access rule lets in", async () => {
    const router = await routerPaths();
    expect(Object.keys(table).sort()).toEqual(router.map((route) => route.path).sort());
    // A route whose handle says who may open it is visited by exactly those roles (or shown refusing them).
    const visitors = (route: RoutePath) => new Set(table[route.path]!.flatMap((visit) => [...visit.as, ...(visit.denied ?? [])]));
    const mismatched = router
      .filter((route) => route.access && !route.path.endsWith('/*'))
      .map((route) => ({
        route: route.path,
        expected: SIGNED_IN_ROLES.filter((role) => canAccess(demo.users[role], route.access!)),
        visited: [...visitors(route)],
      }))
      .filter(({ expected, visited }) => expected.length !== visited.length || expected.some((role) => !visited.includes(role)));
    expect(mismatched).toEqual([]);
    // A redirect of the router's is listed with where it lands.
    const redirects = router.filter((route) => route.redirectsTo).filter((route) => table[route.path]!.some((visit) => visit.lands === undefined));
    expect(redirects.map((route) => route.path)).toEqual([]);
  });

  it.each(VISITORS)(
    'every screen %s can open has no WCAG 2.2 A/AA violation',
    async (visitor) => {
      const { found, failures } = await sweepOf(visitor);
      if (found.length > 0) process.stderr.write(`accessibility findings of ${visitor}:\n${printFindings(found)}\n`);
      expect({
        failures,
        found: found.map(({ screen, findings }) => `${screen}: ${findings.map((f) => `${f.rule} ×${f.targets.length}`).join(', ')}`),
      }).toEqual({
        failures: [],
        found: [],
      });
    },
    240_000,
  );
});

/**
 * Opens a path in the single-page app without loading it again: the router follows the history's
 * popstate as it does the back button. Answers false when the app is not loaded yet, for the caller
 * to load the page instead. (A page that may hold the way out with a leave-page warning, one a
 * visit has acted on, is left by loading the next one.)
 */
async function moveTo(page: Page, path: string): Promise<boolean> {
  if (!page.url().startsWith(demo.product.url('/'))) return false;
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: null }))`);
  return new URL(page.url()).pathname === new URL(demo.product.url(path)).pathname;
}

/** Opens a visit's page and waits until it has settled (a redirect: until it has landed). */
async function open(page: Page, visit: Visit, requests: RequestWatch, afterAct: boolean): Promise<void> {
  await page.setViewportSize(visit.phone ? PHONE_VIEWPORT : DESKTOP);
  // A visit that acts starts from a page with nothing open; the one after it leaves a page that may hold it (unsaved work).
  const afresh = visit.act !== undefined || afterAct;
  if (afresh || !(await moveTo(page, visit.url))) await page.goto(demo.product.url(visit.url));
  const { lands } = visit;
  if (lands !== undefined)
    await waitForPath(page, (path) => (typeof lands === 'string' ? path === lands : lands.test(path)), `${visit.url} to land on ${lands}`);
  await settle(page, requests);
}

/** The visitor's visits, audited one after another in one page; what failed, and what the audit found. */
async function sweep(visitor: Visitor, all: Visit[]): Promise<Sweep> {
  const page = await demo.contexts[visitor].newPage();
  const requests = await followRequests(page);
  const visits = all
    .flatMap((visit): Visit[] => [
      ...(visit.as.includes(visitor) ? [visit] : []),
      ...(visit.denied?.includes(visitor) ? [{ url: visit.url, as: [visitor], refused: true, unaudited: true }] : []),
    ])
    .sort((a, b) => Number(a.last ?? false) - Number(b.last ?? false));
  const found: ScreenFindings[] = [];
  const failures: string[] = [];
  const time = { open: 0, audit: 0 };
  const slowest: { screen: string; ms: number }[] = [];
  let acted = false;
  for (const visit of visits) {
    const screen = `${visitor} ${visit.url}${visit.phone ? ' at 390 px' : ''}${visit.act ? ` (${visit.act.name})` : ''}`;
    const began = Date.now();
    const afterAct = acted;
    acted = visit.act !== undefined;
    try {
      let at = Date.now();
      await open(page, visit, requests, afterAct);
      time.open += Date.now() - at;
      if (visit.lands !== undefined) continue;
      const refused = (await page.getByRole('heading', { name: '401', exact: true }).count()) > 0;
      if (refused !== (visit.refused ?? false)) failures.push(`${screen} ${refused ? 'answered 401' : 'did not answer 401'}`);
      if (visit.unaudited) continue;
      await visit.act?.(page);
      at = Date.now();
      const findings = await wcagViolations(page);
      time.audit += Date.now() - at;
      if (findings.length > 0) found.push({ screen, findings });
      if (process.env.A11Y_SCREENSHOTS) await page.screenshot({ path: join(process.env.A11Y_SCREENSHOTS, `${screen.replace(/[^a-z0-9]+/gi, '_')}.png`) });
    } catch (error) {
      failures.push(`${screen}: ${(error as Error).message.split('\n')[0]}`);
    }
    slowest.push({ screen: visit.url, ms: Date.now() - began });
  }
  await page.close();
  const top = slowest.sort((a, b) => b.ms - a.ms).slice(0, 3);
  process.stderr.write(
    `accessibility: ${visitor}: ${visits.length} visits, ${time.open} ms opening and settling, ${time.audit} ms auditing; slowest ${top.map((s) => `${s.screen} ${s.ms} ms`).join(', ')}\n`,
  );
  return { found, failures };
}
