/**
 * The organization's PT page at scale (issue 30, docs/adr/0035; target p99 ≤ 100 ms). The built API in
 * its own process on real PostgreSQL, hosting the projections as by default.
 *
 * One organization of 5,000 examinees in 10 groups, written as registrations record them (the users
 * read model builds their rows); their ladder rows of the year seeded straight into the `pt_status`
 * read model (as its projection would write them: the ladder's events need graded attempts of
 * slides, which this page does not read): 30 % with no row (the annual test due), 40 % passed, 10 %
 * with an attempt under way, 10 % with a retest due, 5 % in remedial training, 5 % owing education
 * hours. Then GET /organizations/{id}/proficiency at a fixed rate, open loop, as a manager browses
 * it: pages of 25 and 100, a group, last year's page. Baseline in the same run and at the same rate:
 * the organization's user list page (GET /organizations/{id}/members), as the org progress bench.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { GroupItem, OrganizationItem } from '@cytocampus/contracts';
import { startBenchApi } from './lib/bench-api.js';
import { call, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures } from './lib/figures.js';
import { atRate } from './lib/open-loop.js';
import { orgMembers } from './lib/org-members.js';

const EXAMINEES = Number(process.env.BENCH_PT_EXAMINEES ?? 5_000);
const GROUPS = 10;
const RATE = Number(process.env.BENCH_PT_PAGE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DAY = 86_400_000;

const figure = figureWriter('pt-page');
const load1 = () => loadavg()[0]!.toFixed(2);

/** Examinee n's `pt_status` row of the year (null: none, the annual test is due), in the mix above. */
function statusOf(n: number, userId: string, year: number, now: number): unknown[] | null {
  const k = n % 20;
  if (k < 6) return null;
  const at = new Date(now - ((n * 13) % 200) * DAY);
  // [state, failures, next, next_size, due_by, hours_recorded, hours_needed, may_screen_gyn, reexamine, failed_at, passed_at, open_review_id, open_deadline, last_score]
  const [state, failures, next, size, dueBy, hours, needed, mayScreen, reexamine, failedAt, passedAt, open, openDeadline, score] =
    k < 14
      ? ['passed', 0, 'none', null, null, 0, 0, true, false, null, at, null, null, 0.95]
      : k < 16
        ? ['due', 0, 'test', 10, null, 0, 0, true, false, null, null, randomUUID(), new Date(now + 3_600_000), null]
        : k < 18
          ? ['retest', 1, 'test', 10, new Date(now + ((n % 90) - 30) * DAY), 0, 0, true, false, at, null, null, null, 0.8]
          : k < 19
            ? ['remediation', 2, 'remediation', null, null, 0, 0, false, true, at, null, null, null, 0.7]
            : ['education', 3, 'education', 20, null, (n % 24) / 2, 24, false, true, at, null, null, null, 0.6];
  return [userId, year, state, failures, next, size, dueBy, hours, needed, mayScreen, reexamine, failedAt, passedAt, open, openDeadline, score];
}

const { base, sql, store, close } = await startBenchApi('pt-page');
try {
  const adminHeaders = await signedInAdmin(base, store, sql);
  const orgId = (await call<OrganizationItem>(base, 'POST', '/organizations', adminHeaders, { name: 'Bench PT Laboratory' })).id;
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) groups.push((await call<GroupItem>(base, 'POST', '/groups', adminHeaders, { orgId, name: `Shift ${g}` })).id);

  const started = performance.now();
  const { ids, managerToken: token } = await orgMembers(store, sql, orgId, EXAMINEES, (n) => groups[n % GROUPS]!);

  // The ladder rows, this year's and last year's (the page filters by year).
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  let rows = 0;
  for (const y of [year - 1, year]) {
    const values = ids.map((id, n) => statusOf(n + (y - year) * 7, id, y, now)).filter((r): r is unknown[] => r !== null);
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500);
      const tuples = chunk.map((_, r) => `(${Array.from({ length: 16 }, (_, c) => `$${r * 16 + c + 1}`).join(', ')}, 0, 1)`).join(', ');
      await sql.query(
        `insert into pt_status (user_id, year, state, failures, next, next_size, due_by, hours_recorded, hours_needed, may_screen_gyn, reexamine,
           failed_at, passed_at, open_review_id, open_deadline, last_score, automatic_failures, version) values ${tuples}`,
        chunk.flat(),
      );
      rows += chunk.length;
    }
  }
  log(`${EXAMINEES} examinees and their ${rows.toLocaleString('en-US')} ladder rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sql.query('vacuum analyze');
  await sql.query('checkpoint');

  const manager = await sessionHeaders(base, token);
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: manager.cookie! } });
  const page = `/organizations/${orgId}/proficiency`;
  const QUERIES = [
    (i: number) => `?page=${1 + (i % 200)}&limit=25`,
    (i: number) => `?page=${1 + (i % 50)}&limit=100`,
    (i: number) => `?groupId=${groups[i % GROUPS]}&page=${1 + (i % 20)}&limit=25`,
    (i: number) => `?year=${year - 1}&page=${1 + (i % 200)}&limit=25`,
  ];
  const first = (await (await get(`${page}?limit=10`)).json()) as { data?: { total: number; counts: Record<string, number> } };
  if (first.data?.total !== EXAMINEES + 1) throw new Error(`the page answered ${JSON.stringify(first).slice(0, 300)}`);
  log(`counts: ${JSON.stringify(first.data.counts)}`);
  // The page's row query, as the reader sends it (a middle page of 25), for the plan.
  const plan = await sql.query<{ 'QUERY PLAN': string }>(
    `explain analyze with u as (select u.* from users u where u.org_id = $1 and not u.disabled order by lower(u.last_name), lower(u.first_name), u.id
      limit 25 offset 2500) select u.id, s.state, g.name from u left join pt_status s on s.user_id = u.id and s.year = $2 left join groups g on g.id = u.group_id
      order by lower(u.last_name), lower(u.first_name), u.id`,
    [orgId, year],
  );
  log(`plan of a middle page:\n${plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  for (let i = 0; i < 40; i++) await (await get(`${page}${QUERIES[i % QUERIES.length]!(i)}`)).arrayBuffer();
  for (const [k, query] of QUERIES.entries()) {
    const t0 = performance.now();
    await (await get(`${page}${query(k + 7)}`)).arrayBuffer();
    log(`alone: ${query(k + 7)} ${ms(performance.now() - t0)}`);
  }

  log(`machine load average before the load: ${load1()} (a shared, loaded machine: figures vary run to run)`);
  const baseline = (await atRate(RATE, SECONDS, (i) => get(`/organizations/${orgId}/members?page=${1 + (i % 200)}&limit=25`))).latencies;
  const byKind = QUERIES.map(() => [] as number[]);
  const measured = await atRate(RATE, SECONDS, (i) => get(`${page}${QUERIES[i % QUERIES.length]!(i)}`), byKind);
  for (const [k, times] of byKind.entries()) {
    const s = [...times].sort((a, b) => a - b);
    log(`under load: ${QUERIES[k]!(k)} p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, max ${ms(s.at(-1)!)}`);
  }
  log(`sends more than 10 ms late: ${measured.sendLag.filter((l) => l > 10).length} of ${measured.sendLag.length}; load average after: ${load1()}`);
  const scale = `${EXAMINEES.toLocaleString('en-US')} examinees, ${RATE} req/s`;
  const pageFigure = (p: number) => `organization PT page p${p} (${scale}; baseline: the organization's user list page)`;
  percentileFigures(pageFigure, measured.latencies, baseline, { percentiles: [50, 99], target: 'p99 ≤ 100 ms' }).forEach(figure);
} finally {
  await close();
}
