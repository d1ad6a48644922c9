/**
 * Screening skill analytics (issue 31, docs/adr/0036), on real PostgreSQL.
 * 1. Catch-up: the screeningSkill read model rebuilt from 10,000 slide reviews with their activity
 *    (a checkout, a batch of 20 views and an object click, the submit), events per second (target
 *    ≥ 20,000/s); baseline in the same run, the users read model over the same events (it applies
 *    none of them: what reading the events alone costs).
 * 2. The organization's view: 5,000 learners × 200 classified slides seeded straight into the read
 *    model (pages, and the tallies as its projection adds them up), GET /organizations/{id}/skills
 *    as a manager over every order and page (target p99 ≤ 100 ms at 20 req/s); baseline, the
 *    organization's user list page. Apart: the first answer after a change in the organization
 *    (its stamp renewed), which reads and ranks every learner again; and how soon the outlier watch
 *    flags a learner pushed past the thresholds after such a change (it reads the whole organization).
 * 3. Submit to the manager's updated figure (target p99 ≤ 300 ms): see submitToManager.
 */
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { SKILL_SORTS, type OrganizationItem, type OrganizationSkills, type ReadModelChanged, type ReviewCheckout } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { READ_MODELS, migrateReadModels, rebuildProjection, skillTallyCtes } from '@cytocampus/projections';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { waitUntil } from './lib/api-process.js';
import { startBenchApi } from './lib/bench-api.js';
import { activeItem, call, processedSlide, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures } from './lib/figures.js';
import { atRate } from './lib/open-loop.js';
import { orgMembers } from './lib/org-members.js';
import { addSessions, connectSocket } from './lib/signed-in-sockets.js';
import { appendSlideReviews, EVENTS_PER_REVIEW } from './lib/slide-reviews.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REVIEWS = Number(process.env.BENCH_SKILL_REVIEWS ?? 10_000);
const LEARNERS = Number(process.env.BENCH_SKILL_LEARNERS ?? 5_000);
const PAGES = Number(process.env.BENCH_SKILL_PAGES ?? 200);
const RATE = Number(process.env.BENCH_SKILL_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LIVE_LEARNERS = Number(process.env.BENCH_SKILL_LIVE_LEARNERS ?? 40);

const figure = figureWriter('screening-skill');

async function catchUp(): Promise<void> {
  const name = `bench_skill_${Date.now()}`;
  const url = await createDatabase(ADMIN_URL, name);
  const sql = await createPgClient(url, { max: 16 });
  const store = new PostgresEventStore(sql);
  try {
    await store.migrate();
    await migrateReadModels(sql);
    const started = performance.now();
    await appendSlideReviews(store, REVIEWS);
    const total = REVIEWS * EVENTS_PER_REVIEW;
    log(
      `${REVIEWS.toLocaleString('en-US')} reviews, ${total.toLocaleString('en-US')} events appended in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const rate = async (projectionName: string) => {
      const projection = READ_MODELS.find((p) => p.name === projectionName)!;
      const t = performance.now();
      const result = await rebuildProjection({ sql, store, projection });
      return result.events / ((performance.now() - t) / 1000);
    };
    const baseline = await rate('users');
    const measured = await rate('screeningSkill');
    const { rows } = await sql.query<{ outcome: string; n: number }>('select outcome, count(*)::int as n from skill_pages group by outcome order by outcome');
    log(`classified: ${rows.map((r) => `${r.outcome} ${r.n}`).join(', ')}`);
    if (rows.reduce((n, r) => n + r.n, 0) !== REVIEWS) throw new Error(`expected ${REVIEWS} classified pages`);
    figure({
      name: `screeningSkill catch-up (${REVIEWS.toLocaleString('en-US')} reviews with activity, ${total.toLocaleString('en-US')} events; baseline: the users read model over them)`,
      value: measured,
      unit: 'events/s',
      baseline,
      ratio: measured / baseline,
      target: '≥ 20,000 events/s',
    });
  } finally {
    await store.close();
    await sql.close();
    await dropDatabase(ADMIN_URL, name);
  }
}

async function organizationView(): Promise<void> {
  const { base, sql, store, close } = await startBenchApi('screening-skill');
  try {
    const adminHeaders = await signedInAdmin(base, store, sql);
    const orgId = (await call<OrganizationItem>(base, 'POST', '/organizations', adminHeaders, { name: 'Bench Skill Laboratory' })).id;
    const { ids, managerToken: token } = await orgMembers(store, sql, orgId, LEARNERS);
    const started = performance.now();
    // Ten kinds of answer by (learner, page): six right, one each of interpretation, locator, over-call, a right LSIL.
    await sql.query(
      `insert into skill_pages (review_id, page, user_id, org_id, module_id, item_id, slide_id, revision_id, submitted_at, solution_type,
         reference_result, reference_category, response_result, response_category, correct, outcome, unclassified,
         objects_total, objects_seen, seen_marked, objects, tissue_percent, time_ms, screened_ms, tissue_mm2, pace)
       select 'r' || u.n || '-' || p, 0, u.id, $2, 'm', 'i', 's' || (p % 50), 'rev', now() - ((p * 37 + u.n) % 330) * interval '1 day', 'GYN',
              case k when 8 then 'NILM' when 9 then 'LSIL' else 'HSIL' end,
              case k when 8 then 'B' when 9 then 'C' else 'D' end,
              case k when 6 then 'LSIL' when 7 then 'NILM' when 8 then 'LSIL' when 9 then 'LSIL' else 'HSIL' end,
              case k when 6 then 'C' when 7 then 'B' when 8 then 'C' when 9 then 'C' else 'D' end,
              k < 6 or k = 9,
              case k when 6 then 'interpretation' when 7 then 'locator' when 8 then 'overcall' else 'correct' end,
              null, 3, case k when 7 then 0 else 2 end, k = 6, '[]'::jsonb, 40 + (p % 50), 60000 + ((u.n * 7 + p * 13) % 240) * 1000,
              30000 + (p % 60) * 1000, 12.5, 8 + (p % 20) * 0.5
         from unnest($1::text[]) with ordinality as u(id, n), generate_series(1, $3) as p, lateral (select ((u.n * 7 + p) % 10)::int as k) kind`,
      [ids, orgId, PAGES],
    );
    // The tallies the organization view reads, as the projection adds them up beside its pages.
    await sql.query(`with added as (select * from skill_pages where org_id = $1), ${skillTallyCtes('added', 1)} select 1`, [orgId]);
    log(`${(LEARNERS * PAGES).toLocaleString('en-US')} classified slides seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sql.query('vacuum analyze');

    const manager = await sessionHeaders(base, token);
    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: manager.cookie! } });
    // Every order the page offers, either way, over its pages of 25.
    const view = (i: number) =>
      `/organizations/${orgId}/skills?sort=${SKILL_SORTS[i % SKILL_SORTS.length]}&order=${i % 2 ? 'desc' : 'asc'}&page=${1 + (i % 200)}`;
    const members = (i: number) => `/organizations/${orgId}/members?page=${1 + (i % 200)}&limit=25`;
    const first = (await (await get(view(0))).json()) as { data?: { total: number; organization: { slides: number; kappa: number } } };
    if (first.data?.total !== LEARNERS || first.data.organization.slides !== LEARNERS * PAGES)
      throw new Error(`the view answered ${JSON.stringify(first).slice(0, 300)}`);
    log(`organization: ${first.data.organization.slides} slides, kappa ${first.data.organization.kappa.toFixed(3)}`);
    const alone = async (path: (i: number) => string, n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        await (await get(path(i))).arrayBuffer();
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b);
    };
    // A learner's own page in that organization: their 200 slides beside the organization's rates.
    const learnerPage = await alone((i) => `/users/${ids[i * 37]}/skills`, 10);
    const baselineAlone = await alone(members, 10);
    percentileFigures(
      (p) =>
        `a learner's Skills page p${p} alone (${PAGES} slides in an organization of ${LEARNERS.toLocaleString('en-US')} learners; baseline: the user list page)`,
      learnerPage,
      baselineAlone,
      {
        percentiles: [50, 99],
        target: 'comparison only',
      },
    ).forEach(figure);
    // The first answer after a change in the organization reads and ranks every learner again.
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      await sql.query(`update skill_org_stamps set stamp = gen_random_uuid() where org_key = $1`, [orgId]);
      const t0 = performance.now();
      await (await get(view(i))).arrayBuffer();
      cold.push(performance.now() - t0);
    }
    cold.sort((a, b) => a - b);
    const scale = `${LEARNERS.toLocaleString('en-US')} learners × ${PAGES} slides`;
    percentileFigures((p) => `organization skills view p${p}, the first answer after a change (${scale}; baseline: the user list page)`, cold, baselineAlone, {
      percentiles: [50],
      target: 'comparison only',
    }).forEach(figure);
    const baseline = (await atRate(RATE, SECONDS, (i) => get(members(i)))).latencies;
    const measured = (await atRate(RATE, SECONDS, (i) => get(view(i)))).latencies;
    percentileFigures(
      (p) => `organization skills view p${p} (${scale}, every order and page, ${RATE} req/s; baseline: the user list page)`,
      measured,
      baseline,
      {
        percentiles: [50, 99],
        target: 'p99 ≤ 100 ms',
      },
    ).forEach(figure);

    // The outlier watch: a learner's tallies pushed past the thresholds (50 more abnormal slides
    // called negative), then the organization's stamp moved, until the flag is in their stream. The
    // watch looks every second and then reads the whole organization (SkillOutlierWatch).
    const flagged: number[] = [];
    for (let i = 0; i < 5; i++) {
      const userId = ids[i * 101]!;
      await sql.query(
        `update skill_learner_months set slides = slides + 50, m_db = m_db + 50
          where org_key = $1 and user_id = $2 and month = (select max(month) from skill_learner_months where org_key = $1 and user_id = $2)`,
        [orgId, userId],
      );
      const t0 = performance.now();
      await sql.query(`update skill_org_stamps set stamp = gen_random_uuid() where org_key = $1`, [orgId]);
      await waitUntil(
        async () => (await sql.query('select 1 from es_events where stream_id = $1', [`skill-outliers-${userId}`])).rows.length > 0,
        'the learner flagged',
        30_000,
      );
      flagged.push(performance.now() - t0);
    }
    flagged.sort((a, b) => a - b);
    percentileFigures(
      (p) =>
        `outlier flagged after a change in the organization p${p} (${scale}; the watch looks every second; baseline: the view's first answer after a change)`,
      flagged,
      cold,
      { percentiles: [50, 99], target: 'comparison only' },
    ).forEach(figure);
  } finally {
    await close();
  }
}

/**
 * Submit to the manager's updated figure: learners of a 40-person organization each capture a
 * one-slide case, one after another; the manager's socket hears the learner's `skill` notice and
 * fetches the organization's view, which then counts the slide. Measured from the submit's send to
 * that answer; baseline, the submit's own answer (what the manager's part adds is the difference).
 */
async function submitToManager(): Promise<void> {
  const { base, dataDir, sql, store, close } = await startBenchApi('screening-skill-live', { SLIDE_MIN_BYTES: '1' });
  const sockets: Socket[] = [];
  try {
    const admin = await signedInAdmin(base, store, sql);
    const orgId = (await call<OrganizationItem>(base, 'POST', '/organizations', admin, { name: 'Bench Live Laboratory' })).id;
    const files = { tiff: join(dataDir, 'skill-slide.tif'), analysis: join(dataDir, 'skill-slide.json') };
    await generateSyntheticSlide({ width: 512, height: 512, seed: 3, tiffPath: files.tiff, analysisPath: files.analysis });
    const slide = await processedSlide(base, admin, files, { name: 'Skill case', accession: 'SK0001', solution: { type: 'GYN', result: 'HSIL' } });
    const moduleId = (await activeItem(base, admin, 'modules', { name: 'Bench skill course', isPublic: true, items: [{ type: 'case', itemId: slide.itemId }] }))
      .itemId;
    const { ids, managerToken } = await orgMembers(store, sql, orgId, LIVE_LEARNERS);
    const tokens = await Promise.all(ids.map(async (id) => (await addSessions(store, id, 1))[0]!));
    await waitUntil(
      async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions where user_id = any($1)', [ids])).rows[0]!.n >= ids.length,
      'the learners’ sessions',
      60_000,
    );
    const manager = await sessionHeaders(base, managerToken);
    const socket = await connectSocket(Number(new URL(base).port), managerToken);
    sockets.push(socket);
    const view = () => call<OrganizationSkills>(base, 'GET', `/organizations/${orgId}/skills`, manager);
    const diagnosis = { shortList: [], customObjects: [], component: null, organisms: [], result: 'LSIL', comments: '' };
    const updated: number[] = [];
    const answered: number[] = [];
    for (const [i, token] of tokens.entries()) {
      const learner = await sessionHeaders(base, token);
      const { review } = await call<ReviewCheckout>(base, 'POST', `/slides/${slide.itemId}/review`, learner, { moduleId, itemType: 'case' });
      const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
      const heard = new Promise<void>((resolve) => {
        const listener = (notice: ReadModelChanged) => {
          if (notice.model !== 'skill' || notice.id !== ids[i]) return;
          socket.off('changed', listener);
          resolve();
        };
        socket.on('changed', listener);
      });
      const t0 = performance.now();
      await call(base, 'PUT', `/slides/${slide.itemId}/review/${review.id}/submit`, learner, { review: copy, data: diagnosis });
      answered.push(performance.now() - t0);
      await heard;
      const figures = await view();
      if (figures.total !== i + 1) throw new Error(`the view counts ${figures.total} learners after ${i + 1} submits`);
      updated.push(performance.now() - t0);
    }
    updated.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    log(`submit answered p50 ${ms(percentile(answered, 50))}; manager's figure p50 ${ms(percentile(updated, 50))}, max ${ms(updated.at(-1)!)}`);
    percentileFigures(
      (p) => `submit to the manager's updated figure p${p} (${LIVE_LEARNERS} learners' captures one after another; baseline: the submit's answer)`,
      updated,
      answered,
      {
        percentiles: [50, 99],
        target: 'p99 ≤ 300 ms',
      },
    ).forEach(figure);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await close();
  }
}

// BENCH_SKILL_PARTS=view runs one part (catch-up, view, live): each starts its own database.
const parts = new Set((process.env.BENCH_SKILL_PARTS ?? 'catch-up,view,live').split(','));
if (parts.has('catch-up')) await catchUp();
if (parts.has('view')) await organizationView();
if (parts.has('live')) await submitToManager();
