import { describe, expect, it } from '@jest/globals';
import { produce } from 'immer';
import type { ReportLivePatch } from '@cytocampus/contracts';
import { livePage, report } from './fixtures';
import {
  applyProgress,
  applyReportPatch,
  decideListNotice,
  liveReport,
  mergeFetchedPage,
  mergeFetchedReport,
  shownStatus,
  updateListRow,
  type ReportNotice,
} from './liveReports';

const generating: ReportLivePatch = { status: 'GENERATING', error: null, start: 10, end: null, fileId: null, rows: null, chart: null };
const complete: ReportLivePatch = {
  status: 'COMPLETE',
  error: null,
  start: 10,
  end: 20,
  fileId: 'f1',
  rows: 3,
  chart: { title: 'Score distribution', xLabel: 'Score (%)', yLabel: 'Tests', bars: [{ label: '90–100', value: 3 }] },
};
const notice = (id: string, version: number, patch?: ReportLivePatch, removed?: true): ReportNotice => ({ model: 'report', id, version, patch, removed });

describe('a report followed live', () => {
  it('takes progress while queued or generating, shows it as generating, and forgets it when the report is done', () => {
    let held = liveReport(report('r1'));
    held = produce(held, (draft) => applyProgress(draft, { id: 'r1', progress: 1.4, rows: 120 }));
    expect(held.progress).toEqual({ progress: 1, rows: 120 });
    // The push outran the GENERATING notice.
    expect([held.status, shownStatus(held)]).toEqual(['QUEUED', 'GENERATING']);
    held = produce(held, (draft) => applyProgress(draft, { id: 'other', progress: 0.2, rows: 1 }));
    expect(held.progress?.rows).toBe(120);

    held = produce(held, (draft) => applyReportPatch(draft, generating, 2));
    expect([held.status, held.version, held.progress?.rows]).toEqual(['GENERATING', 2, 120]);
    held = produce(held, (draft) => applyReportPatch(draft, complete, 3));
    expect([shownStatus(held), held.fileId, held.rows, held.progress]).toEqual(['COMPLETE', 'f1', 3, null]);
    // A late push changes nothing once complete.
    held = produce(held, (draft) => applyProgress(draft, { id: 'r1', progress: 0.5, rows: 2 }));
    expect(held.progress).toBeNull();
  });

  it('patches a held row at the next version, fetches it after a gap, drops a deleted one and asks again for an unknown one', () => {
    const page = livePage(report('r1'), report('r2', { version: 4 }));
    expect(decideListNotice(page, notice('r1', 2, generating))).toEqual({ kind: 'patch', patch: generating });
    expect(decideListNotice(page, notice('r1', 1, generating))).toEqual({ kind: 'ignore' });
    expect(decideListNotice(page, notice('r1', 3, generating))).toEqual({ kind: 'fetchRow' });
    expect(decideListNotice(page, notice('r1', 2))).toEqual({ kind: 'fetchRow' });
    expect(decideListNotice(page, notice('r2', 0, undefined, true))).toEqual({ kind: 'drop' });
    expect(decideListNotice(page, notice('r9', 1, generating))).toEqual({ kind: 'refetchPage' });
    expect(decideListNotice(undefined, notice('r1', 2, generating))).toEqual({ kind: 'ignore' });
  });

  it('applies a patch, a fetched row (not an older one) or a removal to the cached page', () => {
    let page = livePage(report('r1'), report('r2'));
    page = produce(page, (draft) => updateListRow(draft, 'r1', { patch: generating, version: 2 }));
    page = produce(page, (draft) => applyProgress(draft.items[0]!, { id: 'r1', progress: 0.5, rows: 50 }));
    expect(page.items[0]).toMatchObject({ status: 'GENERATING', version: 2, progress: { progress: 0.5, rows: 50 } });

    // A fetched row keeps the progress while it is still generating, and is ignored when older than what is held.
    page = produce(page, (draft) => updateListRow(draft, 'r1', report('r1', { status: 'GENERATING', version: 3, name: 'Renamed' })));
    expect(page.items[0]).toMatchObject({ name: 'Renamed', version: 3, progress: { rows: 50 } });
    page = produce(page, (draft) => updateListRow(draft, 'r1', report('r1', { version: 2, name: 'Old' })));
    expect(page.items[0]?.name).toBe('Renamed');

    page = produce(page, (draft) => updateListRow(draft, 'r2', null));
    expect([page.items.map((held) => held.id), page.total]).toEqual([['r1'], 1]);
    page = produce(page, (draft) => updateListRow(draft, 'gone', null));
    expect(page.total).toBe(1);
  });

  it('never lets a refetch take the screen back to an older version, and keeps the progress while generating', () => {
    const held = { ...liveReport(report('r1', { status: 'GENERATING', version: 3 })), progress: { progress: 0.4, rows: 40 } };
    const older = liveReport(report('r1', { status: 'QUEUED', version: 1 }));
    expect(mergeFetchedReport(held, older)).toBe(held);
    expect(mergeFetchedReport(held, liveReport(report('r1', { status: 'GENERATING', version: 3, name: 'Same' })))).toMatchObject({
      name: 'Same',
      progress: { rows: 40 },
    });
    expect(mergeFetchedReport(held, liveReport(report('r1', { status: 'COMPLETE', version: 4 })))).toMatchObject({ status: 'COMPLETE', progress: null });

    const page = { ...livePage(report('r2')), items: [held, liveReport(report('r2'))] };
    const fresh = livePage(report('r1', { version: 2 }), report('r3'));
    expect(mergeFetchedPage(page, fresh).items.map((row) => [row.id, row.version])).toEqual([
      ['r1', 3],
      ['r3', 1],
    ]);
  });
});
