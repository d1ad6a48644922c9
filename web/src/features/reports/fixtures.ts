import type { CurrentUser, Page, ReportItem } from '@cytocampus/contracts';
import { liveReport, type LiveReport } from './liveReports';

/** A report as the API answers it, for the unit specs. */
export function report(id: string, changes: Partial<ReportItem> = {}): ReportItem {
  return {
    id,
    itemId: id,
    type: 'report',
    name: `Report ${id}`,
    description: '',
    tags: [],
    reportType: 'Slide Results',
    kind: 'Slide Test',
    target: { orgId: 'o1', groupId: null },
    options: { verbose: false, anonymous: false, userScore: true },
    filters: { internalUsers: false, userLevel: 3, startDate: null, endDate: null },
    filterOrgs: [],
    userId: 'u1',
    ownerName: 'Morgan Manager',
    orgId: 'o1',
    targetNames: { orgName: 'Demo Lab', groupName: null },
    status: 'QUEUED',
    error: null,
    created: Date.UTC(2026, 0, 5),
    start: null,
    end: null,
    fileId: null,
    rows: null,
    chart: null,
    version: 1,
    abilities: { canEdit: false, canDel: true, canLock: false },
    ...changes,
  };
}

export const livePage = (...items: ReportItem[]): Page<LiveReport> => ({
  items: items.map(liveReport),
  total: items.length,
  page: 1,
  limit: 25,
  search: '',
  canNext: false,
});

/** A signed-in user holding exactly these permissions (as the server decided them). */
export const userWith = (role: CurrentUser['role'], orgId: string | null, permissions: Record<string, boolean>): CurrentUser =>
  ({ id: 'u1', orgId, role, permissions: {}, effectivePermissions: permissions }) as unknown as CurrentUser;
