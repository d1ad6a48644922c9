/**
 * The API fuzz suite (issue 9 "bad input loses nothing", ADR 0019), bodies. Every write of
 * /api/v1/openapi.json gets malformed bodies, and its valid sample mutated one place at a time, as the
 * demo learner and the demo admin. Per request: no 5xx; a 4xx is exactly the error shape; a refused
 * write leaves the event store's head where it was; an accepted mutated write shows in a GET of the
 * item as sent (as its schema cleans it); health has nothing parked. Paths and queries:
 * api-fuzz.e2e.spec.ts.
 */
import { describe, it } from '@jest/globals';
import { callersOf, GROUP_TIMEOUT_MS, useFuzzSuite } from './testing/fuzz-suite.js';
import { MALFORMED_BODIES, MALFORMED_SAMPLE, NOT_UTF8_BODIES } from './testing/hostile-values.js';
import { fillPath, isWrite } from './testing/operations.js';
import { SampleRunner } from './testing/sample-runner.js';

/** The most requests this file may send. */
const s = useFuzzSuite(24_000);

describe('the API under malformed and mutated bodies (issue 9)', () => {
  it(
    'answers malformed bodies of every write: wrong top-level types, 5,000-deep nesting, prototype keys, broken JSON',
    async () => {
      const f = s.fuzzer();
      const started = Date.now();
      for (const operation of s.operations.filter(isWrite)) {
        const path = fillPath(operation, s.safeIds(operation));
        const callers = callersOf(operation, MALFORMED_BODIES, MALFORMED_SAMPLE);
        if (s.sampleOf(operation)?.as === 'anonymous') callers.push(['anonymous', MALFORMED_BODIES]);
        for (const [caller, bodies] of callers) {
          for (const malformed of [...bodies, ...(caller === 'admin' ? NOT_UTF8_BODIES : [])]) {
            await f.send(s.clients[caller], operation.method.toUpperCase(), path, malformed.value, `${operation.key}`, {
              label: `body: ${malformed.label}`,
              mustRefuse: malformed.refuse,
            });
          }
          if (caller === 'anonymous') s.clients.anonymous.forget();
        }
      }
      await s.finish(f, 'malformed bodies', started);
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'answers valid sample bodies mutated one place at a time; what it accepts, a GET shows as sent',
    async () => {
      const f = s.fuzzer();
      const started = Date.now();
      const runner = new SampleRunner(f, s.clients, s.fx, s.t.url);
      for (const sample of s.samples) {
        const operation = s.operations.find((o) => o.key === sample.key);
        if (operation) await runner.run(sample, operation); // a sample without its operation fails the first test
      }
      console.log(`api fuzz, costliest samples: ${runner.costliest()}`);
      await s.finish(f, 'mutated sample bodies', started);
    },
    GROUP_TIMEOUT_MS,
  );
});
