/**
 * The API fuzz suite (issue 9 "bad input loses nothing", ADR 0019), paths and queries. Every operation
 * of /api/v1/openapi.json gets hostile path parameters and hostile query parameters, as the demo
 * learner and the demo admin. Per request: no 5xx; a 4xx is exactly the error shape; a 2xx JSON
 * reply is `{code: 200, data}` and holds no character the edge refuses; a refused write leaves the
 * event store's head where it was; health has nothing parked. Findings are collected per group and
 * listed with the offending request. The admin gets every value, the learner a sample of them.
 * Bodies: api-fuzz-bodies.e2e.spec.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { callersOf, GROUP_TIMEOUT_MS, isTwin, useFuzzSuite } from './testing/fuzz-suite.js';
import { HOSTILE_PATH, HOSTILE_QUERY, PATH_SAMPLE, QUERY_SAMPLE, queryOf, type Hostile } from './testing/hostile-values.js';
import { fillPath, isWrite, type Operation } from './testing/operations.js';
import { API, CONTENT, NO_BODY, SIGNS_OUT, pathIds } from './testing/sample-bodies.js';

/** The most requests this file may send. */
const s = useFuzzSuite(24_000);

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
    const reply = await s.clients.admin.get(operation.template);
    if (Array.isArray((reply.json as { data?: { items?: unknown } } | undefined)?.data?.items))
      return { names: [...PAGING, ...(LIST_FILTERS[operation.key] ?? [])], list: true };
  }
  return { names: ['orgId', 'unknownParameter', ...(ROUTE_QUERY[operation.key] ?? [])], list: false };
}

describe('the API under hostile input (issue 9)', () => {
  it('knows every operation: an id for each path parameter, a sample body or a reason for each write', () => {
    const problems: string[] = [];
    for (const operation of s.operations) {
      try {
        pathIds(operation, s.fx);
      } catch (error) {
        problems.push((error as Error).message);
      }
      if (isWrite(operation) && !s.sampleOf(operation) && !(operation.key in NO_BODY))
        problems.push(`no sample body for ${operation.key} (api/src/fuzz/testing/sample-bodies.ts)`);
    }
    for (const sample of s.samples)
      if (!s.operations.some((o) => o.key === sample.key)) problems.push(`the sample ${sample.key} names no operation of the document`);
    expect(problems).toEqual([]);
    expect(s.operations.length).toBeGreaterThan(100);
  });

  it(
    'answers hostile path parameters of every operation without a 5xx, in the error shape, changing nothing',
    async () => {
      const f = s.fuzzer();
      const started = Date.now();
      for (const operation of s.operations.filter((o) => o.params.length > 0)) {
        const ids = pathIds(operation, s.fx);
        for (const [caller, values] of callersOf(operation, isTwin(operation) ? PATH_SAMPLE : HOSTILE_PATH, PATH_SAMPLE)) {
          for (const param of operation.params) {
            for (const hostile of values) {
              const path = fillPath(operation, { ...ids, [param]: hostile.value });
              await f.send(s.clients[caller], operation.method.toUpperCase(), path, s.bodyFor(operation), `${operation.key} path {${param}}`, {
                label: `path: ${hostile.label}`,
                mustRefuse: hostile.refuse,
              });
            }
          }
        }
      }
      await s.finish(f, 'path parameters', started);
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers hostile query parameters of every operation (every value on every parameter of the lists)',
    async () => {
      const f = s.fuzzer();
      const started = Date.now();
      for (const operation of s.operations) {
        const path = fillPath(operation, s.safeIds(operation));
        const plan = await queryPlan(operation);
        for (const [caller, values] of callersOf<Hostile>(operation, plan.list && !isTwin(operation) ? HOSTILE_QUERY : QUERY_SAMPLE, LEARNER_QUERY)) {
          for (const name of caller === 'admin' ? plan.names : plan.names.slice(0, 2)) {
            for (const hostile of values) {
              const query = queryOf(name, hostile.value);
              await f.send(s.clients[caller], operation.method.toUpperCase(), `${path}?${query}`, s.bodyFor(operation), `${operation.key} query ${name}`, {
                label: `query: ${hostile.label}`,
                mustRefuse: hostile.refuse,
              });
            }
          }
        }
      }
      await s.finish(f, 'query parameters', started);
    },
    GROUP_TIMEOUT_MS,
  );
});
