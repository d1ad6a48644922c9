/**
 * The API fuzz suite (issue 9 "bad input loses nothing", ADR 0019). Every operation of
 * /api/v1/openapi.json gets hostile path parameters, hostile query parameters and malformed
 * bodies, as the demo learner and the demo admin; every write with a body gets its valid sample
 * mutated one place at a time. Per request: no 5xx; a 4xx is exactly the error shape; a 2xx JSON
 * reply is `{code: 200, data}` and holds no character the edge refuses; a refused write leaves the
 * event store's head where it was; an accepted mutated write shows in a GET of the item as sent
 * (as its schema cleans it); health has nothing parked. Findings are collected per group and
 * listed with the offending request. The admin gets every value, the learner a sample of them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestServer } from '../testing/test-server.js';
import { appendedBetween, Budget, closeConnections, Fuzzer, headOf, type FuzzClient } from './testing/fuzz-client.js';
import { startFuzzRun } from './testing/fuzz-run.js';
import {
  HOSTILE_PATH,
  HOSTILE_QUERY,
  MALFORMED_BODIES,
  MALFORMED_SAMPLE,
  NOT_UTF8_BODIES,
  PATH_SAMPLE,
  QUERY_SAMPLE,
  UNKNOWN_UUID,
  queryOf,
  type Hostile,
} from './testing/hostile-values.js';
import { fillPath, isWrite, type Operation } from './testing/operations.js';
import { API, CONTENT, NO_BODY, SIGNS_OUT, pathIds, samples, type Caller, type Fixtures, type Sample } from './testing/sample-bodies.js';
import { SampleRunner } from './testing/sample-runner.js';

const GROUP_TIMEOUT_MS = 300_000;
/** The most requests one run may send (it sends about 22,000, 730 of them to the reports). */
const budget = new Budget(24_000);

let t: TestServer;
let fx: Fixtures;
let operations: Operation[];
let clients: Record<Caller, FuzzClient>;
const SAMPLES = samples();
const sampleOf = (operation: Operation): Sample | undefined => SAMPLES.find((s) => s.key === operation.key);

beforeAll(async () => {
  // The community mail dispatcher records what it sends in the background (docs/adr/0027), which would
  // move the head the suite watches around refusals: after its first pass at start, it waits a day.
  ({ t, fx, operations, clients } = await startFuzzRun(budget, { COMMUNITY_MAIL_INTERVAL_MS: String(24 * 3600 * 1000) }));
}, 120_000);
afterAll(async () => {
  console.log(`api fuzz: ${budget.count} requests in all`);
  closeConnections();
  await t.close();
});

/**
 * No refusal appends an event: checked in the code (deciders throw before an append; a failed
 * sign-in appends nothing; an account append that fails releases its address reservation, and
 * only on a 5xx path). So no exception is allowed here.
 */
const fuzzer = () => new Fuzzer(headOf(t.server.infra.sql), undefined, appendedBetween(t.server.infra.sql));

/**
 * The content types other than courses and slides share one generic controller: their routes get
 * the sample of values (the same code answers the full set on /modules).
 */
const TWIN = /^\/api\/v1\/(curricula|presentations|quizzes|tests|feedback-forms)(\/\{id\}(\/lock|\/revision)?)?$/;
const isTwin = (operation: Operation): boolean => TWIN.test(operation.template);

/** The callers of an operation with the values each sends: the admin all, the learner a sample; sign-outs only anonymously (they would end the session). */
function callersOf<T>(operation: Operation, all: T[], some: T[]): [Caller, T[]][] {
  if (SIGNS_OUT.includes(operation.key)) return [['anonymous', some]];
  return [
    ['admin', all],
    ['learner', some],
  ];
}

/** Writes get their valid sample (anonymous samples an empty body: only the path or query is under test there), reads none. */
function bodyFor(operation: Operation): string | undefined {
  if (!isWrite(operation)) return undefined;
  const sample = sampleOf(operation);
  return JSON.stringify(sample && sample.as !== 'anonymous' ? sample.body(fx) : {});
}

/** Ids for the query and body groups: real ones, except that a DELETE gets an unknown id (the fixtures must survive). */
function safeIds(operation: Operation): Record<string, string> {
  const ids = pathIds(operation, fx);
  if (operation.method === 'delete') for (const param of operation.params) if (param !== 'orgId') ids[param] = UNKNOWN_UUID;
  return ids;
}

async function finish(f: Fuzzer, group: string, started: number): Promise<void> {
  const reply = await f.send(clients.admin, 'GET', `${API}/health`, undefined, 'GET /api/v1/health');
  const health = (reply?.json as { data?: { status?: string; parked?: Record<string, number> } } | undefined)?.data;
  if (health?.status !== 'ok' || Object.values(health.parked ?? {}).some((n) => n > 0)) {
    f.add(
      'health is not ok: an event was parked',
      { method: 'GET', path: `${API}/health`, who: 'admin' },
      reply?.status ?? 0,
      JSON.stringify(health),
      'GET /api/v1/health',
    );
  }
  console.log(`api fuzz, ${group}: ${f.requests} requests (${f.accepted} accepted writes) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  f.assertNone(group);
}

/** Paging and search of every list (a GET without parameters that answers a page), plus the filters each reads. */
const PAGING = ['search', 'page', 'limit', 'orgId', 'names'];
const LIST_FILTERS: Record<string, string[]> = {
  [`GET ${API}/users`]: ['role', 'org', 'group', 'curriculum', 'disabled'],
  [`GET ${API}/slides`]: ['status', 'images'],
  [`GET ${API}/reports`]: ['reportType'],
  [`GET ${API}/audit/reviews`]: ['userId', 'itemId', 'state'],
  ...Object.fromEntries(CONTENT.filter((p) => p !== 'slides').map((p) => [`GET ${API}/${p}`, ['status']])),
};
/** Query parameters read by single routes; every other route gets orgId (what creations read) and an unknown one. */
const ROUTE_QUERY: Record<string, string[]> = {
  [`GET ${API}/presentations/file/{src}`]: ['noAttach'],
  [`GET ${API}/quizzes/file/{fileId}`]: ['noAttach'],
  [`GET ${API}/files/{fileId}`]: ['noAttach'],
  [`GET ${API}/reports/file/{fileId}`]: ['format'],
  [`GET ${API}/audit/reviews/{reviewId}/history`]: ['format'],
  [`GET ${API}/curricula/{id}/modules`]: ['modules'],
  [`GET ${API}/organizations/{orgId}/members`]: ['search', 'page'],
};

/** The learner's query values: the refused character and the array form. */
const LEARNER_QUERY = QUERY_SAMPLE.filter((h) => h.label === 'NUL' || h.label === 'an array (brackets)');

async function queryPlan(operation: Operation): Promise<{ names: string[]; list: boolean }> {
  if (operation.method === 'get' && operation.params.length === 0 && !SIGNS_OUT.includes(operation.key)) {
    const reply = await clients.admin.get(operation.template);
    if (Array.isArray((reply.json as { data?: { items?: unknown } } | undefined)?.data?.items))
      return { names: [...PAGING, ...(LIST_FILTERS[operation.key] ?? [])], list: true };
  }
  return { names: ['orgId', 'unknownParameter', ...(ROUTE_QUERY[operation.key] ?? [])], list: false };
}

describe('the API under hostile input (issue 9)', () => {
  it('knows every operation: an id for each path parameter, a sample body or a reason for each write', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      try {
        pathIds(operation, fx);
      } catch (error) {
        problems.push((error as Error).message);
      }
      if (isWrite(operation) && !sampleOf(operation) && !(operation.key in NO_BODY))
        problems.push(`no sample body for ${operation.key} (api/src/fuzz/testing/sample-bodies.ts)`);
    }
    for (const sample of SAMPLES)
      if (!operations.some((o) => o.key === sample.key)) problems.push(`the sample ${sample.key} names no operation of the document`);
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it(
    'answers hostile path parameters of every operation without a 5xx, in the error shape, changing nothing',
    async () => {
      const f = fuzzer();
      const started = Date.now();
      for (const operation of operations.filter((o) => o.params.length > 0)) {
        const ids = pathIds(operation, fx);
        for (const [caller, values] of callersOf(operation, isTwin(operation) ? PATH_SAMPLE : HOSTILE_PATH, PATH_SAMPLE)) {
          for (const param of operation.params) {
            for (const hostile of values) {
              const path = fillPath(operation, { ...ids, [param]: hostile.value });
              await f.send(clients[caller], operation.method.toUpperCase(), path, bodyFor(operation), `${operation.key} path {${param}}`, {
                label: `path: ${hostile.label}`,
                mustRefuse: hostile.refuse,
              });
            }
          }
        }
      }
      await finish(f, 'path parameters', started);
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers hostile query parameters of every operation (every value on every parameter of the lists)',
    async () => {
      const f = fuzzer();
      const started = Date.now();
      for (const operation of operations) {
        const path = fillPath(operation, safeIds(operation));
        const plan = await queryPlan(operation);
        for (const [caller, values] of callersOf<Hostile>(operation, plan.list && !isTwin(operation) ? HOSTILE_QUERY : QUERY_SAMPLE, LEARNER_QUERY)) {
          for (const name of caller === 'admin' ? plan.names : plan.names.slice(0, 2)) {
            for (const hostile of values) {
              const query = queryOf(name, hostile.value);
              await f.send(clients[caller], operation.method.toUpperCase(), `${path}?${query}`, bodyFor(operation), `${operation.key} query ${name}`, {
                label: `query: ${hostile.label}`,
                mustRefuse: hostile.refuse,
              });
            }
          }
        }
      }
      await finish(f, 'query parameters', started);
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers malformed bodies of every write: wrong top-level types, 5,000-deep nesting, prototype keys, broken JSON',
    async () => {
      const f = fuzzer();
      const started = Date.now();
      for (const operation of operations.filter(isWrite)) {
        const path = fillPath(operation, safeIds(operation));
        const callers = callersOf(operation, MALFORMED_BODIES, MALFORMED_SAMPLE);
        if (sampleOf(operation)?.as === 'anonymous') callers.push(['anonymous', MALFORMED_BODIES]);
        for (const [caller, bodies] of callers) {
          for (const malformed of [...bodies, ...(caller === 'admin' ? NOT_UTF8_BODIES : [])]) {
            await f.send(clients[caller], operation.method.toUpperCase(), path, malformed.value, `${operation.key}`, {
              label: `body: ${malformed.label}`,
              mustRefuse: malformed.refuse,
            });
          }
          if (caller === 'anonymous') clients.anonymous.forget();
        }
      }
      await finish(f, 'malformed bodies', started);
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers valid sample bodies mutated one place at a time; what it accepts, a GET shows as sent',
    async () => {
      const f = fuzzer();
      const started = Date.now();
      const runner = new SampleRunner(f, clients, fx, t.url);
      for (const sample of SAMPLES) {
        const operation = operations.find((o) => o.key === sample.key);
        if (operation) await runner.run(sample, operation); // a sample without its operation fails the first test
      }
      console.log(`api fuzz, costliest samples: ${runner.costliest()}`);
      await finish(f, 'mutated sample bodies', started);
    },
    GROUP_TIMEOUT_MS,
  );
});
