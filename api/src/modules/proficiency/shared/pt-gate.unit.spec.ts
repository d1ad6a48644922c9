import { describe, expect, it } from '@jest/globals';
import { PT_LADDER_MSG } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { PtGate } from './pt-gate.js';

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 5, 1));
const graded = (daysAgo: number, passed: boolean, size = 10) => ({ graded_at: new Date(NOW.getTime() - daysAgo * DAY), size, passed });

/** A read model of one person's attempts and records, answering the gate's two queries by their table. */
function gateOver(attempts: object[], records: object[], asked: unknown[][] = []): PtGate {
  const sql = {
    query: (text: string, params: unknown[]) => {
      asked.push(params);
      return Promise.resolve({ rows: text.includes('pt_ladder_records') ? records : attempts, rowCount: 0 });
    },
  } as unknown as SqlClient;
  return new PtGate(sql, { now: () => NOW });
}

describe('PtGate.attemptRefusal (the checkout’s gate)', () => {
  it('lets the annual test start, in the current UTC year by default', async () => {
    const asked: unknown[][] = [];
    expect(await gateOver([], [], asked).attemptRefusal('u1', 10)).toBeNull();
    expect(asked).toEqual([
      ['u1', 2026],
      ['u1', 2026],
    ]);
  });

  it('refuses the wrong size, a retest before remedial training, and a test after a pass; an ungraded attempt does not count', async () => {
    expect(await gateOver([graded(3, false)], []).attemptRefusal('u1', 20)).toBe(PT_LADDER_MSG.wrongSize(10));
    expect(await gateOver([graded(3, false), { graded_at: null, size: 10, passed: null }], []).attemptRefusal('u1', 10)).toBeNull();
    expect(await gateOver([graded(3, false), graded(2, false)], []).attemptRefusal('u1', 20)).toBe(PT_LADDER_MSG.remediationFirst);
    const trained = [{ kind: 'remediation', at: new Date(NOW.getTime() - DAY), hours: null }];
    expect(await gateOver([graded(3, false), graded(2, false)], trained).attemptRefusal('u1', 20)).toBeNull();
    expect(await gateOver([graded(3, true)], []).attemptRefusal('u1', 10, 2026)).toBe(PT_LADDER_MSG.passed);
  });
});
