import { describe, expect, it } from '@jest/globals';
import type { LtiPassbackStatus } from '@cytocampus/contracts';
import { passbackCounts, passbacksInOrder } from './passbackCounts';

const passback = (id: string, status: LtiPassbackStatus, times: { next?: number; sent?: number; completed?: number } = {}) => ({
  id,
  status,
  nextAttemptAt: times.next ?? null,
  sentAt: times.sent ?? null,
  completedAt: times.completed ?? 0,
});

describe('scores sent back, counted by status', () => {
  it('counts each status, zero included', () => {
    expect(passbackCounts([])).toEqual({ failing: 0, pending: 0, sent: 0 });
    expect(passbackCounts([passback('a', 'sent'), passback('b', 'failing'), passback('c', 'sent')])).toEqual({ failing: 1, pending: 0, sent: 2 });
  });
});

describe('the order of the list', () => {
  it('puts failures first, then those waiting by their next attempt, then the newest sent', () => {
    const items = [
      passback('sent-old', 'sent', { sent: 100 }),
      passback('pending-later', 'pending', { next: 900 }),
      passback('failing', 'failing', { next: 500 }),
      passback('sent-new', 'sent', { sent: 300 }),
      passback('pending-soon', 'pending', { next: 200 }),
    ];
    expect(passbacksInOrder(items).map((item) => item.id)).toEqual(['failing', 'pending-soon', 'pending-later', 'sent-new', 'sent-old']);
  });

  it('leaves the list it was given as it was', () => {
    const items = [passback('sent', 'sent'), passback('failing', 'failing')];
    passbacksInOrder(items);
    expect(items.map((item) => item.id)).toEqual(['sent', 'failing']);
  });
});
