/**
 * The reports' permission matrix (spec part 1 generateReport, generateOrgReport, deleteOtherReport,
 * deleteOtherOrgReport; docs/adr/0028): every report call, for every role and a few permission
 * overrides, on reports of the own organization, of another organization and of the whole site.
 * Expectations come from the pure rules of libs/permissions (their unit tests pin them to the
 * spec), so this proves the API enforces exactly them; and a refused request changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { MSG, REPORT_ROUTES, REPORT_TEXT, type CurrentUser, type Page, type ReportItem } from '@cytocampus/contracts';
import { reportStream } from '@cytocampus/domain';
import { canCreateReport, canReadReport, hasPermission, reportAbilities, reportListScope, type Actor } from '@cytocampus/permissions';
import { signedInAll } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { account, api, ask, created, download, finished, me, ok } from './testing/report-client.js';

/** The demo roles, a manager of another organization, and the accounts whose overrides change what they may do. */
const CALLERS = [
  'learner',
  'manager',
  'manager of another organization',
  'admin',
  'super',
  'manager without deleteOtherOrgReport',
  'admin with deleteOtherReport',
] as const;
type Caller = (typeof CALLERS)[number];
/** Whose reports: the demo organization's, another organization's, the whole site's (each by someone the matrix does not ask). */
const KINDS = ['own organization', 'other organization', 'site-wide'] as const;
type Kind = (typeof KINDS)[number];

let t: TestServer;
const as = {} as Record<Caller, TestClient>;
const actors = {} as Record<Caller, Actor>;
const authors = {} as Record<Kind, TestClient>;
let own: string;
let other: string;
/** One finished report of each kind, for the calls that change nothing when allowed. */
const finishedReports = {} as Record<Kind, ReportItem>;

const orgOf = (kind: Kind): string | null => (kind === 'own organization' ? own : kind === 'other organization' ? other : null);
const bodyOf = (orgId: string | null, name: string) => ({ name, reportType: 'Prework' as const, ...(orgId === null ? {} : { target: { orgId } }) });
/** A new report of a kind by its author. */
const made = async (kind: Kind): Promise<ReportItem> => created(await ask(authors[kind], bodyOf(orgOf(kind), `A report of the ${kind}`)));

beforeAll(async () => {
  t = await startTestServer();
  const demo = await signedInAll(t.url);
  Object.assign(as, demo);
  own = (await me(demo.manager)).orgId!;
  other = ok<{ id: string }>(await demo.super.post(api('/organizations'), { name: 'Other Laboratory' })).id;
  const accounts: [Caller, object][] = [
    ['manager of another organization', { orgId: other, role: 'manager' }],
    ['manager without deleteOtherOrgReport', { orgId: own, role: 'manager', permissions: { deleteOtherOrgReport: false } }],
    ['admin with deleteOtherReport', { orgId: own, role: 'admin', permissions: { deleteOtherReport: true } }],
  ];
  for (const [caller, fields] of accounts) as[caller] = (await account(t.url, demo.super, fields)).client;
  authors['own organization'] = (await account(t.url, demo.super, { orgId: own, role: 'manager' })).client;
  authors['other organization'] = (await account(t.url, demo.super, { orgId: other, role: 'manager' })).client;
  authors['site-wide'] = (await account(t.url, demo.super, { orgId: own, role: 'admin' })).client;
  for (const caller of CALLERS) {
    const user: CurrentUser = await me(as[caller]);
    actors[caller] = { id: user.id, role: user.role, orgId: user.orgId, effectivePermissions: user.effectivePermissions };
  }
  expect(actors['manager without deleteOtherOrgReport'].effectivePermissions?.deleteOtherOrgReport).toBe(false);
  expect(actors['admin with deleteOtherReport'].effectivePermissions?.deleteOtherReport).toBe(true);
  for (const kind of KINDS) finishedReports[kind] = await finished(as.super, (await made(kind)).id);
  expect(KINDS.map((kind) => [finishedReports[kind].status, finishedReports[kind].orgId])).toEqual([
    ['COMPLETE', own],
    ['COMPLETE', other],
    ['COMPLETE', null],
  ]);
}, 120_000);
afterAll(() => t.close());

const sql = () => t.server.infra.sql;
const requestedCount = async (): Promise<number> =>
  (await sql().query<{ n: number }>(`select count(*)::int as n from es_events where event_type = 'ReportRequested'`)).rows[0]!.n;
/** What the refusable calls could change about a report: deleted or requeued. */
const snapshot = async (id: string): Promise<unknown> => {
  const events = await sql().query<{ n: number }>(
    `select count(*)::int as n from es_events where stream_id = $1 and event_type in ('ReportDeleted', 'ReportRequeued')`,
    [reportStream(id)],
  );
  const row = await sql().query<{ deleted: boolean }>('select deleted from reports where id = $1', [id]);
  return [events.rows[0]!.n, row.rows[0]?.deleted];
};

type Call = (c: TestClient, report: ReportItem) => Promise<{ status: number; code?: number; message?: string }>;
const reply = (res: Response) => ({ status: res.status, code: (res.body as { code?: number }).code, message: (res.body as { message?: string }).message });
const refOf = (r: ReportItem) => ({ ownerId: r.userId, orgId: r.orgId });
const ACTIONS: [name: string, call: Call, expected: (a: Actor, report: ReportItem) => number, fresh: boolean][] = [
  ['read', async (c, r) => reply(await c.get(api(REPORT_ROUTES.report(r.id)))), (a, r) => (canReadReport(a, refOf(r)) ? 200 : 404), false],
  [
    'download',
    async (c, r) => {
      const res = await download(t.url, c, r.fileId!);
      return res.status === 200
        ? { status: 200, code: 200 }
        : { status: res.status, ...(JSON.parse(res.bytes.toString('utf8')) as { code: number; message: string }) };
    },
    (a, r) => (canReadReport(a, refOf(r)) ? 200 : 404),
    false,
  ],
  [
    'retry (it is not failed)',
    async (c, r) => reply(await c.post(api(REPORT_ROUTES.retry(r.id)))),
    (a, r) => (!canReadReport(a, refOf(r)) ? 404 : reportAbilities(a, refOf(r)).canDel ? 409 : 403),
    false,
  ],
  [
    'delete',
    async (c, r) => reply(await c.call('delete', api(REPORT_ROUTES.report(r.id)))),
    (a, r) => (!canReadReport(a, refOf(r)) ? 404 : reportAbilities(a, refOf(r)).canDel ? 200 : 403),
    true,
  ],
];
const MESSAGES: Record<number, string> = { 404: REPORT_TEXT.notFound, 403: MSG.forbidden, 409: REPORT_TEXT.notFailed };

describe("calls on someone else's report, for every role and override, of every kind", () => {
  const matrix = ACTIONS.flatMap(([name, call, expected, fresh]) =>
    CALLERS.flatMap((caller) => KINDS.map((kind) => [name, caller, kind, call, expected, fresh] as const)),
  );

  it.each(matrix)('%s as %s, a report of the %s', async (name, caller, kind, call, expected, fresh) => {
    const report = fresh ? await made(kind) : finishedReports[kind];
    const status = expected(actors[caller], report);
    const before = await snapshot(report.id);
    const res = await call(as[caller], report);
    expect([res.status, res.code]).toEqual([status, status]);
    if (status !== 200) expect(res.message).toBe(name === 'download' ? REPORT_TEXT.fileNotFound : MESSAGES[status]);
    if (status !== 200) expect(await snapshot(report.id)).toEqual(before);
    if (status === 200 && name === 'delete') expect((await as.super.get(api(REPORT_ROUTES.report(report.id)))).status).toBe(404);
  });
});

/** The organization a report asked for with this target gets (ADR 0028): an organization report is always of the caller's own. */
const resolved = (a: Actor, target: string | null): string | null => (hasPermission(a, 'generateReport') ? target : (target ?? a.orgId));
const listStatus = (a: Actor, orgId: string | null): number => {
  const scope = reportListScope(a);
  return scope && (orgId === null || scope.all || scope.orgId === orgId) ? 200 : 403;
};
const askStatus = (a: Actor, target: string | null): number => (canCreateReport(a, resolved(a, target)) ? 200 : 403);

type ScopeCase = [name: string, call: (c: TestClient) => Promise<Response>, expected: (a: Actor) => number];
// The organization ids are read when a case runs (they exist only once the server has started).
const SCOPE_CASES: ScopeCase[] = [
  ['GET /reports', (c) => c.get(api(REPORT_ROUTES.reports)), (a) => listStatus(a, null)],
  ['GET /reports of the own organization', (c) => c.get(api(`${REPORT_ROUTES.reports}?orgId=${own}`)), (a) => listStatus(a, own)],
  ['GET /reports of another organization', (c) => c.get(api(`${REPORT_ROUTES.reports}?orgId=${other}`)), (a) => listStatus(a, other)],
  ['POST /reports without a target', (c) => ask(c, bodyOf(null, 'Asked without a target')), (a) => askStatus(a, null)],
  ['POST /reports of the own organization', (c) => ask(c, bodyOf(own, 'Asked of the own organization')), (a) => askStatus(a, own)],
  ['POST /reports of another organization', (c) => ask(c, bodyOf(other, 'Asked of another organization')), (a) => askStatus(a, other)],
];

describe('lists and new reports for every role and override', () => {
  it.each(SCOPE_CASES.flatMap(([name, call, expected]) => CALLERS.map((caller) => [name, caller, call, expected] as const)))(
    '%s as %s',
    async (name, caller, call, expected) => {
      const actor = actors[caller];
      const status = expected(actor);
      const before = await requestedCount();
      const res = await call(as[caller]);
      const body = res.body as { code?: number; message?: string; data?: unknown };
      expect([res.status, body.code]).toEqual([status, status]);
      if (status === 403) {
        // Someone who may report on their own organization only hears why.
        const ownOnly = name.startsWith('POST') && hasPermission(actor, 'generateOrgReport');
        expect(body.message).toBe(ownOnly ? REPORT_TEXT.notYourOrganization : MSG.forbidden);
        expect(await requestedCount()).toBe(before);
      }
      if (status === 200 && name.startsWith('GET')) {
        const page = body.data as Page<ReportItem>;
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.filter((r) => !canReadReport(actor, refOf(r)))).toEqual([]);
      }
      if (status === 200 && name.startsWith('POST')) {
        const report = body.data as ReportItem;
        expect([report.orgId, report.abilities.canDel]).toEqual([resolvedOrg(actor, name), true]);
        // Its author retries it only once failed, and deletes it.
        expect((await as[caller].post(api(REPORT_ROUTES.retry(report.id)))).status).toBe(report.status === 'ERROR' ? 200 : 409);
        expect(ok(await as[caller].call('delete', api(REPORT_ROUTES.report(report.id))))).toEqual({ success: true });
      }
    },
  );
});

const resolvedOrg = (a: Actor, name: string): string | null =>
  resolved(a, name.includes('own organization') ? own : name.includes('another organization') ? other : null);
