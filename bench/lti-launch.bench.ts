/**
 * From an LTI launch to the first paint of the player (docs/adr/0042; target: p95 at most 2.5 s on
 * this machine, ours): the test platform's course page (a test double of a learning platform, on
 * another site) is opened in Chromium and timed until the quiz player inside its iframe shows the
 * first question. That is the platform's page, our login, the platform's authentication, our
 * launch (the id_token verified, the account found, the session started) and the player's load.
 * Baseline from the same run: the same player opened directly by a signed-in browser, alternating
 * with the launches, so the ratio is what the launch adds. Needs `npm run build` (web client too).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { LTI_ROUTES, LTI_TARGET_PARAMETER } from '@cytocampus/contracts';
import { DEFAULT_MEMBERS, platformRequest, startLtiPlatform } from '@cytocampus/testing/lti';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { figureWriter, log, percentile, sorted } from './lib/figures.js';

const ROUNDS = Number(process.env.BENCH_LTI_ROUNDS ?? 15);
const QUESTION = 'Which cells mark a low-grade lesion?';
const figure = figureWriter('lti-launch');

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-bench-lti-'));
const api = spawnApi(port, { DATA_DIR: dataDir, WEB_DIST: 'web/dist', PUBLIC_URL: base });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitUntil(async () => (await fetch(`${base}/api/v1/health`)).ok, 'the API', 120_000);
  const admin = await signIn(`${base}/api/v1`);
  const post = async <T>(path: string, body: unknown, cookie = admin, method = 'POST'): Promise<T> => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, ...csrfHeader(cookie) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; data: T; message?: string };
    if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.data;
  };
  const question = {
    type: 'text-choice',
    title: 'Low grade',
    items: [],
    quiz: {
      question: { questionText: QUESTION },
      solution: 'Koilocytes.',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { choiceText: 'Koilocytes', isCorrect: true },
        { choiceText: 'Clue cells', isCorrect: false },
      ],
    },
  };
  const quiz = await post<{ id: string; itemId: string }>('/quizzes', { name: 'Launch bench quiz', graded: true, pages: [question] });
  await post(`/quizzes/${quiz.id}`, { activate: true }, admin, 'PUT');
  const course = await post<{ id: string; itemId: string }>('/modules', {
    name: 'Launch bench course',
    isPublic: true,
    items: [{ type: 'quiz', itemId: quiz.itemId }],
  });
  await post(`/modules/${course.id}`, { activate: true }, admin, 'PUT');
  const playerPath = `/course/${course.itemId}/quiz/${quiz.itemId}`;
  const platform = await startLtiPlatform({
    toolUrl: base,
    courses: [
      {
        id: 'bench-course',
        label: 'BENCH',
        title: 'Launch bench',
        members: DEFAULT_MEMBERS,
        links: [{ id: 'bench-link', title: 'Launch bench quiz', custom: { [LTI_TARGET_PARAMETER]: `course/${course.itemId}/quiz/${quiz.itemId}` } }],
      },
    ],
  });
  const learner = await signIn(`${base}/api/v1`, 'learner@cytocampus.test');
  const { orgId } = ((await (await fetch(`${base}/api/v1/user`, { headers: { cookie: learner } })).json()) as { data: { orgId: string } }).data;
  const superUser = await signIn(`${base}/api/v1`, 'super@cytocampus.test');
  await post(LTI_ROUTES.platforms, platformRequest(platform, orgId, { name: 'Bench LMS' }), superUser);

  /** Milliseconds from the navigation until the question shows (inside the frame, or on the page). */
  const timed = async (page: Page, url: string, framed: boolean): Promise<number> => {
    const t0 = performance.now();
    await page.goto(url);
    await (framed ? page.frameLocator('iframe').getByText(QUESTION) : page.getByText(QUESTION)).first().waitFor({ timeout: 30_000 });
    return performance.now() - t0;
  };
  const learnerCookies = learner.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base }));
  const launches: number[] = [];
  const opens: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round++) {
    // A fresh browser context for each (no cache): the launch's without cookies, the direct one signed in.
    const lms = await browser.newContext();
    const launched = await timed(await lms.newPage(), `${platform.issuer}/courses/bench-course/links/bench-link?user=lms-user-lea`, true);
    await lms.close();
    const direct = await browser.newContext();
    await direct.addCookies(learnerCookies);
    const opened = await timed(await direct.newPage(), `${base}${playerPath}`, false);
    await direct.close();
    // The first round warms both paths up (the API's caches, Chromium's code cache).
    if (round > 0) [launches, opens].forEach((list, i) => list.push(i === 0 ? launched : opened));
    log(`round ${round}: launch ${launched.toFixed(0)} ms, direct ${opened.toFixed(0)} ms`);
  }
  await platform.close();
  for (const p of [50, 95]) {
    const value = percentile(sorted(launches), p);
    const baseline = percentile(sorted(opens), p);
    figure({
      name: `launch to first paint of the player, p${p}`,
      value: Math.round(value),
      unit: 'ms',
      baseline: Math.round(baseline),
      ratio: value / baseline,
      target: p === 95 ? '≤ 2,500 ms (ours)' : 'comparison only',
    });
  }
} finally {
  await browser.close();
  await stopProcess(api);
  await rm(dataDir, { recursive: true, force: true });
}
