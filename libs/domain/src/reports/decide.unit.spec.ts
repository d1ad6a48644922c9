import { describe, expect, it } from '@jest/globals';
import { REPORT_TEXT, type ReportChart } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { DomainError } from '../core/errors.js';
import { reportDecider, type ReportCommand } from './decide.js';
import type { ReportEvent, ReportRequestedData } from './events.js';

const request: ReportRequestedData = {
  reportId: 'r1',
  ownerId: 'u1',
  orgId: 'org-1',
  name: 'Slide results of January',
  description: '',
  tags: [],
  reportType: 'Slide Results',
  kind: 'Slide Test',
  target: { groupId: null, orgId: 'org-1' },
  options: { verbose: false, anonymous: false, userScore: true },
  filters: { internalUsers: false, userLevel: 3, startDate: '2026-01-01', endDate: '2026-01-31' },
  filterOrgs: [],
  at: 1_000,
};
const chart: ReportChart = { title: 'Score distribution', xLabel: 'Score (%)', yLabel: 'Learners', bars: [{ label: '90–100', value: 2 }] };

const requested: ReportEvent = { type: 'ReportRequested', data: request };
const started = (attempt: number, at = 2_000): ReportEvent => ({ type: 'ReportGenerationStarted', data: { reportId: 'r1', attempt, at } });
const generated: ReportEvent = { type: 'ReportGenerated', data: { reportId: 'r1', fileId: 'f1', rows: 12, chart, at: 3_000 } };
const failed: ReportEvent = { type: 'ReportGenerationFailed', data: { reportId: 'r1', code: 'query', message: REPORT_TEXT.failed, at: 3_000 } };
const requeued: ReportEvent = { type: 'ReportRequeued', data: { reportId: 'r1', by: 'u1', at: 4_000 } };
const deleted: ReportEvent = { type: 'ReportDeleted', data: { reportId: 'r1', by: 'u2', at: 5_000 } };

const start: ReportCommand = { type: 'StartReportGeneration', at: 2_000 };
const complete: ReportCommand = { type: 'CompleteReport', fileId: 'f1', rows: 12, chart, at: 3_000 };
const fail: ReportCommand = { type: 'FailReport', code: 'query', message: REPORT_TEXT.failed, at: 3_000 };
const retry: ReportCommand = { type: 'RetryReport', by: 'u1', at: 4_000 };
const remove: ReportCommand = { type: 'DeleteReport', by: 'u2', at: 5_000 };

/** The kind of a refusal, with its message (the API maps the kind to the status). */
const refusal = (history: ReportEvent[], command: ReportCommand): { kind: string; message: string } => {
  try {
    reportDecider.decide(command, given(reportDecider, history).state);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('report decider', () => {
  it('records a request once: the same client id resent records nothing, even after deletion', () => {
    given(reportDecider, [])
      .when({ type: 'RequestReport', ...request })
      .then([requested]);
    given(reportDecider, [requested])
      .when({ type: 'RequestReport', ...request })
      .then([]);
    given(reportDecider, [requested, deleted])
      .when({ type: 'RequestReport', ...request, name: 'Another' })
      .then([]);
    expect(given(reportDecider, [requested]).state).toMatchObject({ status: 'QUEUED', attempts: 0, deleted: false });
  });

  it('starts from QUEUED, and again from GENERATING (a generator was killed), counting the attempts', () => {
    given(reportDecider, [requested])
      .when(start)
      .then([started(1)]);
    given(reportDecider, [requested, started(1)])
      .when({ type: 'StartReportGeneration', at: 9_000 })
      .then([started(2, 9_000)]);
    given(reportDecider, [requested, started(1), started(2)])
      .when(start)
      .then([started(3)]);
    expect(given(reportDecider, [requested, started(1), started(2)]).state).toMatchObject({ status: 'GENERATING', attempts: 2 });
  });

  it('refuses to start a report that is complete or failed', () => {
    expect(refusal([requested, started(1), generated], start)).toEqual({ kind: 'conflict', message: REPORT_TEXT.notGenerating });
    expect(refusal([requested, started(1), failed], start)).toEqual({ kind: 'conflict', message: REPORT_TEXT.notGenerating });
  });

  it('completes or fails only while GENERATING', () => {
    given(reportDecider, [requested, started(1)])
      .when(complete)
      .then([generated]);
    given(reportDecider, [requested, started(1)])
      .when(fail)
      .then([failed]);
    expect(given(reportDecider, [requested, started(1), generated]).state).toMatchObject({ status: 'COMPLETE', fileId: 'f1' });
    for (const history of [[requested], [requested, started(1), generated], [requested, started(1), failed]]) {
      expect(refusal(history, complete)).toEqual({ kind: 'conflict', message: REPORT_TEXT.notGenerating });
      expect(refusal(history, fail)).toEqual({ kind: 'conflict', message: REPORT_TEXT.notGenerating });
    }
  });

  it('requeues only a failed report, with its attempts counted from zero again', () => {
    given(reportDecider, [requested, started(1), failed])
      .when(retry)
      .then([requeued]);
    expect(given(reportDecider, [requested, started(1), started(2), failed, requeued]).state).toMatchObject({ status: 'QUEUED', attempts: 0 });
    given(reportDecider, [requested, started(1), failed, requeued])
      .when(start)
      .then([started(1)]);
    for (const history of [[requested], [requested, started(1)], [requested, started(1), generated]]) {
      expect(refusal(history, retry)).toEqual({ kind: 'conflict', message: REPORT_TEXT.notFailed });
    }
  });

  it('deletes in any state, once', () => {
    for (const history of [[requested], [requested, started(1)], [requested, started(1), generated], [requested, started(1), failed]]) {
      given(reportDecider, history).when(remove).then([deleted]);
    }
    expect(given(reportDecider, [requested, deleted]).state.deleted).toBe(true);
    expect(refusal([requested, deleted], remove)).toEqual({ kind: 'not_found', message: REPORT_TEXT.notFound });
  });

  it('knows nothing of a report never asked for, or deleted', () => {
    for (const command of [start, complete, fail, retry, remove]) {
      expect(refusal([], command)).toEqual({ kind: 'not_found', message: REPORT_TEXT.notFound });
      expect(refusal([requested, deleted], command)).toEqual({ kind: 'not_found', message: REPORT_TEXT.notFound });
    }
  });
});
