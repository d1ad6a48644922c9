import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReportProgressNotice } from '@cytocampus/contracts';
import type { Broadcaster } from '../../../realtime/broadcaster.js';
import { ReportNotices } from './report-notices.js';

describe('report progress notices', () => {
  let pushed: [ReportProgressNotice, string | null][];
  let notices: ReportNotices;

  beforeEach(() => {
    jest.useFakeTimers({ now: 10_000 });
    pushed = [];
    notices = new ReportNotices({ reportProgress: (n: ReportProgressNotice, orgId: string | null) => pushed.push([n, orgId]) } as unknown as Broadcaster);
  });
  afterEach(() => {
    notices.onModuleDestroy();
    jest.useRealTimers();
  });

  it('push progress at most once a second per report, to its organization, the latest last; none once it finished', () => {
    notices.progress({ id: 'r1', orgId: 'org-1' }, 0.1, 100);
    notices.progress({ id: 'r1', orgId: 'org-1' }, 0.2, 200);
    notices.progress({ id: 'r2', orgId: null }, 1.5, 50);
    jest.advanceTimersByTime(1000);
    expect(pushed).toEqual([
      [{ id: 'r1', progress: 0.1, rows: 100 }, 'org-1'],
      [{ id: 'r2', progress: 1, rows: 50 }, null],
      [{ id: 'r1', progress: 0.2, rows: 200 }, 'org-1'],
    ]);
    notices.progress({ id: 'r1', orgId: 'org-1' }, 0.5, 500);
    notices.progress({ id: 'r1', orgId: 'org-1' }, 0.6, 600);
    notices.finished('r1');
    jest.advanceTimersByTime(5000);
    // 0.2 left at the last second: 0.5 and 0.6 wait, and are dropped when it finished.
    expect(pushed.map(([n]) => n.progress)).toEqual([0.1, 1, 0.2]);
  });

  it('push more rows at the same fraction (a long batch), never fewer', () => {
    notices.progress({ id: 'r1', orgId: null }, 0.5, 10);
    jest.advanceTimersByTime(1000);
    notices.progress({ id: 'r1', orgId: null }, 0.5, 10);
    notices.progress({ id: 'r1', orgId: null }, 0.5, 20);
    expect(pushed.map(([n]) => n.rows)).toEqual([10, 20]);
  });
});
