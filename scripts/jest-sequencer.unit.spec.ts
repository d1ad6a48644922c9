import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain ES module of the jest config (no types of its own)
import SlowestFirstSequencer, { SLOWEST } from './jest-sequencer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface FakeTest {
  path: string;
  duration?: number | null;
}

/** The sequencer's order of `tests`, with jest's own order (by cached time, else size) stubbed as the given order. */
function order(tests: FakeTest[]): string[] {
  const sequencer = new (SlowestFirstSequencer as new () => { sort(tests: FakeTest[]): FakeTest[] })();
  Object.getPrototypeOf(Object.getPrototypeOf(sequencer)).sort = (given: FakeTest[]) => given;
  return sequencer.sort(tests).map((t) => t.path.slice(ROOT.length));
}

describe('the slowest-first test sequencer (scripts/jest-sequencer.mjs)', () => {
  it('names files that exist', () => {
    for (const file of SLOWEST as string[]) expect([file, existsSync(join(ROOT, file))]).toEqual([file, true]);
  });

  it('puts the slowest files jest has no timing for first, in their order, and leaves the rest as jest orders them', () => {
    const at = (file: string, duration: number | null = null): FakeTest => ({ path: join(ROOT, file), duration });
    const fuzz = (SLOWEST as string[])[0]!;
    const seed = (SLOWEST as string[])[2]!;
    expect(order([at('a.e2e.spec.ts'), at(seed), at('b.e2e.spec.ts'), at(fuzz)])).toEqual([fuzz, seed, 'a.e2e.spec.ts', 'b.e2e.spec.ts']);
    // With a timing of jest's own, its order stands.
    expect(order([at('a.e2e.spec.ts', 5), at(seed, 1), at(fuzz, 2)])).toEqual(['a.e2e.spec.ts', seed, fuzz]);
  });
});
