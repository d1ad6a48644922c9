/**
 * What each file of the fuzz suite shares (ADR 0019): one API started before its tests with the demo
 * learner, admin and fixtures, the operations of its document, and how a group of requests is sent
 * and judged. The suite is two files (paths and queries; bodies) so that two jest workers share it.
 */
import { afterAll, beforeAll } from '@jest/globals';
import type { TestServer } from '../../testing/test-server.js';
import { appendedBetween, Budget, closeConnections, Fuzzer, headOf, type FuzzClient } from './fuzz-client.js';
import { startFuzzRun } from './fuzz-run.js';
import { UNKNOWN_UUID } from './hostile-values.js';
import { isWrite, type Operation } from './operations.js';
import { API, pathIds, samples, SIGNS_OUT, type Caller, type Fixtures, type Sample } from './sample-bodies.js';

export const GROUP_TIMEOUT_MS = 300_000;

/**
 * The content types other than courses and slides share one generic controller: their routes get
 * the sample of values (the same code answers the full set on /modules).
 */
const TWIN = /^\/api\/v1\/(curricula|presentations|quizzes|tests|feedback-forms)(\/\{id\}(\/lock|\/revision)?)?$/;
export const isTwin = (operation: Operation): boolean => TWIN.test(operation.template);

/** The callers of an operation with the values each sends: the admin all, the learner a sample; sign-outs only anonymously (they would end the session). */
export function callersOf<T>(operation: Operation, all: T[], some: T[]): [Caller, T[]][] {
  if (SIGNS_OUT.includes(operation.key)) return [['anonymous', some]];
  return [
    ['admin', all],
    ['learner', some],
  ];
}

export class FuzzSuite {
  t!: TestServer;
  fx!: Fixtures;
  operations!: Operation[];
  clients!: Record<Caller, FuzzClient>;
  readonly samples: Sample[] = samples();

  constructor(readonly budget: Budget) {}

  sampleOf(operation: Operation): Sample | undefined {
    return this.samples.find((s) => s.key === operation.key);
  }

  /**
   * No refusal appends an event: checked in the code (deciders throw before an append; a failed
   * sign-in appends nothing; an account append that fails releases its address reservation, and
   * only on a 5xx path). So no exception is allowed here.
   */
  fuzzer(): Fuzzer {
    return new Fuzzer(headOf(this.t.server.infra.sql), undefined, appendedBetween(this.t.server.infra.sql));
  }

  /** Writes get their valid sample (anonymous samples an empty body: only the path or query is under test there), reads none. */
  bodyFor(operation: Operation): string | undefined {
    if (!isWrite(operation)) return undefined;
    const sample = this.sampleOf(operation);
    return JSON.stringify(sample && sample.as !== 'anonymous' ? sample.body(this.fx) : {});
  }

  /** Ids for the query and body groups: real ones, except that a DELETE gets an unknown id (the fixtures must survive). */
  safeIds(operation: Operation): Record<string, string> {
    const ids = pathIds(operation, this.fx);
    if (operation.method === 'delete') for (const param of operation.params) if (param !== 'orgId') ids[param] = UNKNOWN_UUID;
    return ids;
  }

  /** Ends a group: health must be ok with nothing parked, then every finding of the group fails it. */
  async finish(f: Fuzzer, group: string, started: number): Promise<void> {
    const reply = await f.send(this.clients.admin, 'GET', `${API}/health`, undefined, 'GET /api/v1/health');
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
}

/** A suite whose API starts before the file's tests and stops after them; `maxRequests` bounds the file. */
export function useFuzzSuite(maxRequests: number): FuzzSuite {
  const suite = new FuzzSuite(new Budget(maxRequests));
  beforeAll(async () => {
    // The community mail dispatcher records what it sends in the background (docs/adr/0027), which would
    // move the head the suite watches around refusals: after its first pass at start, it waits a day.
    ({
      t: suite.t,
      fx: suite.fx,
      operations: suite.operations,
      clients: suite.clients,
    } = await startFuzzRun(suite.budget, {
      COMMUNITY_MAIL_INTERVAL_MS: String(24 * 3600 * 1000),
    }));
  }, 120_000);
  afterAll(async () => {
    console.log(`api fuzz: ${suite.budget.count} requests in all`);
    closeConnections();
    await suite.t?.close();
  });
  return suite;
}
