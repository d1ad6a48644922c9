import Sequencer from '@jest/test-sequencer';

/**
 * Jest runs the files it has timings for longest first; files it has none for (every file of a clean
 * clone, as in CI) it runs largest first, and the slowest files are small (their work is in helpers):
 * the API fuzz suite started last and ran alone for a minute and a half at the end of the phase. So
 * the files that took longest in a clean-clone run go first when jest has no timing of its own.
 */
export const SLOWEST = [
  'api/src/fuzz/api-fuzz.e2e.spec.ts',
  'api/src/fuzz/api-fuzz-bodies.e2e.spec.ts',
  'api/src/seed/demo-seed.e2e.spec.ts',
  'api/src/modules/accounts/commands/login/sign-in-limits.e2e.spec.ts',
  'api/src/modules/accounts/commands/login/login.e2e.spec.ts',
  'api/src/modules/learning/proficiency-taking.e2e.spec.ts',
  'api/src/modules/health/health.e2e.spec.ts',
  'web/e2e/accessibility.spec.ts',
  'web/e2e/learning.spec.ts',
  'web/e2e/phone.spec.ts',
  'projections/src/read-models/sessions/sessions.projection.int.spec.ts',
];

const rankOf = (path) => {
  const rank = SLOWEST.findIndex((file) => path.endsWith(file));
  return rank === -1 ? SLOWEST.length : rank;
};

export default class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    // Only where jest knows no duration (super.sort sets it); otherwise its own order stands.
    const unknown = (test) => (test.duration == null ? rankOf(test.path) : SLOWEST.length);
    return sorted
      .map((test, i) => ({ test, i }))
      .sort((a, b) => unknown(a.test) - unknown(b.test) || a.i - b.i)
      .map(({ test }) => test);
  }
}
