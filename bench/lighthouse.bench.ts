/**
 * Lighthouse (desktop preset) on six screens of the built product, as `npm start` serves it (the
 * demo catalogue seeded, production settings), in Debian's Chromium: the sign-in screen, the learner's
 * Home, a course page, the quiz player, the slide review and the organization progress page
 * (issue 35). Targets: accessibility ≥ 95, best practices ≥ 95, performance ≥ 90. The baseline of
 * each score is the sign-in screen's in the same run: the lightest page, so the ratio says what a
 * screen loses against it. Failing audits are printed to stderr, to say what to fix.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { LEARNING_ROUTES, SLIDE_REVIEW_ROUTES } from '@cytocampus/contracts';
import { createDatabase, dropDatabase } from '@cytocampus/event-store';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { figureWriter, log } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CATEGORIES = { accessibility: 95, 'best-practices': 95, performance: 90 } as const;
type Category = keyof typeof CATEGORIES;
/** The demo catalogue's course with quizzes, and the one whose slide test the review opens. */
const QUIZ_COURSE = 'Cervical cytology: squamous lesions';
const SLIDE_COURSE = 'Cervical slide screening practice';
type Courses = { courses: { name: string; moduleId: string }[] };
type Items = { course: { items: { type: string; itemId: string }[] } };
const LEARNER = 'learner@cytocampus.test';
const MANAGER = 'manager@cytocampus.test';

const figure = figureWriter('lighthouse');

interface Screen {
  name: string;
  path: string;
  /** Who is signed in (null: signed out). */
  as: string | null;
}

/** A GET of the API as a signed-in user: answers the envelope's `data`. */
const getData = async <T>(base: string, cookie: string, path: string): Promise<T> => {
  const body = (await (await fetch(`${base}${path}`, { headers: { cookie } })).json()) as { code: number; data: T; message?: string };
  if (body.code !== 200) throw new Error(`GET ${path}: ${body.code} ${body.message}`);
  return body.data;
};

/** A course's items as the learner's course page lists them. */
async function itemsOf(api: string, cookie: string, courseName: string): Promise<{ moduleId: string; items: { type: string; itemId: string }[] } | null> {
  const course = (await getData<Courses>(api, cookie, LEARNING_ROUTES.courses)).courses.find((c) => c.name === courseName);
  if (!course) return null;
  return { moduleId: course.moduleId, items: (await getData<Items>(api, cookie, `/modules/${course.moduleId}`)).course.items };
}

/**
 * The course's items open in order: the quiz waits for its presentation, and a fresh learner's quiz
 * page is the gate's refusal. An administrator marks the presentation done (the progress overview's
 * own action), so the quiz player shows the quiz.
 */
async function openTheQuiz(api: string, learnerCookie: string, moduleId: string): Promise<void> {
  const learner = await getData<{ id: string }>(api, learnerCookie, '/user');
  const { items } = await itemsOf(api, learnerCookie, QUIZ_COURSE).then((course) => course!);
  const presentation = items.find((i) => i.type === 'presentation')!.itemId;
  const admin = await signIn(api, 'admin@cytocampus.test');
  const res = await fetch(`${api}${LEARNING_ROUTES.presentationProgress}`, {
    method: 'PUT',
    headers: { cookie: admin, 'content-type': 'application/json', ...csrfHeader(admin) },
    body: JSON.stringify({ userId: learner.id, moduleId, itemId: presentation, progress: 1 }),
  });
  if (res.status !== 200) throw new Error(`marking the presentation done: ${res.status} ${await res.text()}`);
}

/** The screens' paths, from the demo catalogue once its screening course's slides are processed. */
async function screensOf(api: string): Promise<Screen[]> {
  const cookie = await signIn(api, LEARNER);
  let ids: { quizCourse: string; quizId: string; slideCourse: string; testId: string; slideId: string } | null = null;
  await waitUntil(
    async () => {
      const [lesions, screening] = await Promise.all([itemsOf(api, cookie, QUIZ_COURSE), itemsOf(api, cookie, SLIDE_COURSE)]);
      const quizId = lesions?.items.find((i) => i.type === 'quiz')?.itemId;
      const testId = screening?.items.find((i) => i.type === 'test')?.itemId;
      if (!quizId || !testId) return false;
      const { slides } = await getData<{ slides: { itemId: string; image: unknown }[] }>(
        api,
        cookie,
        `${SLIDE_REVIEW_ROUTES.testSlides(testId)}?moduleId=${screening.moduleId}`,
      );
      if (slides.length === 0 || slides.some((s) => s.image === null)) return false;
      ids = { quizCourse: lesions.moduleId, quizId, slideCourse: screening.moduleId, testId, slideId: slides[0]!.itemId };
      return true;
    },
    'the demo catalogue with its screening slides processed',
    600_000,
  );
  const { quizCourse, quizId, slideCourse, testId, slideId } = ids!;
  await openTheQuiz(api, cookie, quizCourse);
  return [
    { name: 'sign-in screen', path: '/login', as: null },
    { name: 'learner Home', path: '/dashboard/home', as: LEARNER },
    { name: 'course page', path: `/dashboard/learning/courses/${quizCourse}`, as: LEARNER },
    { name: 'quiz player', path: `/course/${quizCourse}/quiz/${quizId}`, as: LEARNER },
    { name: 'slide review', path: `/course/${slideCourse}/case/${slideId}/${testId}`, as: LEARNER },
    { name: 'organization progress', path: '/dashboard/org/progress', as: MANAGER },
  ];
}

/** The audits of a category that cost it points, with what Lighthouse says of them. */
function failingAudits(lhr: Result, category: Category): string[] {
  return lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` ${audit.displayValue}` : ''}${whereIn(audit)}`);
}

/** The first few elements, messages or scripts an audit names: where to look. */
function whereIn(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const places = (details?.items ?? []).slice(0, 4).map((item) => {
    const node = item.node as { selector?: string } | undefined;
    return node?.selector ?? (item.description as string | undefined) ?? (item.url as string | undefined) ?? '';
  });
  return places.some(Boolean) ? `\n      at ${places.filter(Boolean).join('\n      at ')}` : '';
}

const dbName = `bench_lighthouse_${Date.now()}`;
const dbUrl = await createDatabase(ADMIN_URL, dbName);
const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// As `npm start` runs it (no NODE_ENV: the demo accounts sign in over http; the built web client
// served), on PostgreSQL for a quick seed.
const product = spawnApi(port, {
  NODE_ENV: 'development',
  WEB_DIST: fileURLToPath(new URL('../web/dist', import.meta.url)),
  PUBLIC_URL: origin,
  DATABASE_URL: dbUrl,
  RUN_PROJECTIONS: '1',
  DATA_DIR: dataDir,
  SEED_DEMO_CONTENT: 'on',
  SEED_DEMO_LIBRARY: '0',
  SEED_SLIDE_CACHE: join(tmpdir(), 'cytocampus-browser-smears'),
});
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  await waitUntil(async () => (await fetch(`${origin}/api/v1/health`)).ok, 'the product', 120_000);
  const screens = await screensOf(`${origin}/api/v1`);
  // The same Chromium signs in through its sign-in screen (playwright over CDP); Lighthouse keeps its cookies.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: Object.keys(CATEGORIES) };
  const scores = new Map<string, Record<Category, number>>();
  let signedInAs: string | null = null;
  for (const screen of screens) {
    if (screen.as !== signedInAs) {
      await context.clearCookies();
      if (screen.as) {
        const page = await context.newPage();
        await page.goto(`${origin}/login`);
        await page.getByRole('textbox', { name: 'Email' }).fill(screen.as);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('CytoCampus1');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.close();
      }
      signedInAs = screen.as;
    }
    log(`${screen.name}: ${screen.path}`);
    const result = await lighthouse(`${origin}${screen.path}`, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
    const score = Object.fromEntries(Object.keys(CATEGORIES).map((c) => [c, Math.round(result.lhr.categories[c]!.score! * 100)])) as Record<Category, number>;
    scores.set(screen.name, score);
    for (const category of Object.keys(CATEGORIES) as Category[]) for (const audit of failingAudits(result.lhr, category)) log(`  ${category}: ${audit}`);
  }
  await browser.close();
  const reference = scores.get(screens[0]!.name)!;
  for (const [name, score] of scores)
    for (const [category, target] of Object.entries(CATEGORIES) as [Category, number][])
      figure({
        name: `${category} score, ${name} (desktop preset; baseline: the sign-in screen)`,
        value: score[category],
        unit: '/100',
        baseline: reference[category],
        ratio: score[category] / reference[category],
        target: `≥ ${target}`,
      });
} finally {
  chrome.kill();
  await stopProcess(product);
  await dropDatabase(ADMIN_URL, dbName);
  await rm(dataDir, { recursive: true, force: true });
}
