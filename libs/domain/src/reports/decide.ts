import { REPORT_TEXT, type ReportStatus } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { ReportEvent, ReportRequestedData } from './events.js';

/** Who may do what is checked before (libs/permissions report rules); the decider keeps the report's own life straight. */
export type ReportCommand =
  | ({ type: 'RequestReport' } & ReportRequestedData)
  | { type: 'StartReportGeneration'; at: number }
  | { type: 'CompleteReport'; fileId: string; rows: number; chart: Extract<ReportEvent, { type: 'ReportGenerated' }>['data']['chart']; at: number }
  | { type: 'FailReport'; code: string; message: string; at: number }
  | { type: 'RetryReport'; by: string; at: number }
  | { type: 'DeleteReport'; by: string; at: number };

export interface ReportState {
  request: ReportRequestedData | null;
  deleted: boolean;
  status: ReportStatus;
  /** Generations started since the report was asked for or requeued (a kill leaves one unfinished). */
  attempts: number;
  fileId: string | null;
}

const initialReportState = (): ReportState => ({ request: null, deleted: false, status: 'QUEUED', attempts: 0, fileId: null });

function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportRequested':
      return { ...state, request: event.data, status: 'QUEUED' };
    case 'ReportGenerationStarted':
      return { ...state, status: 'GENERATING', attempts: event.data.attempt };
    case 'ReportGenerated':
      return { ...state, status: 'COMPLETE', fileId: event.data.fileId };
    case 'ReportGenerationFailed':
      return { ...state, status: 'ERROR' };
    case 'ReportRequeued':
      return { ...state, status: 'QUEUED', attempts: 0 };
    case 'ReportDeleted':
      return { ...state, deleted: true };
  }
}

function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
  if (command.type === 'RequestReport') {
    const { type: _type, ...data } = command;
    // A resent form (same client-made id) records nothing twice.
    if (state.request || state.deleted) return [];
    return [{ type: 'ReportRequested', data }];
  }
  if (!state.request || state.deleted) return refuse('not_found', REPORT_TEXT.notFound);
  const reportId = state.request.reportId;
  switch (command.type) {
    case 'StartReportGeneration':
      // A generator killed while GENERATING starts the report again (its files are written aside and renamed at the end).
      if (state.status !== 'QUEUED' && state.status !== 'GENERATING') refuse('conflict', REPORT_TEXT.notGenerating);
      return [{ type: 'ReportGenerationStarted', data: { reportId, attempt: state.attempts + 1, at: command.at } }];
    case 'CompleteReport':
      if (state.status !== 'GENERATING') refuse('conflict', REPORT_TEXT.notGenerating);
      return [{ type: 'ReportGenerated', data: { reportId, fileId: command.fileId, rows: command.rows, chart: command.chart, at: command.at } }];
    case 'FailReport':
      if (state.status !== 'GENERATING') refuse('conflict', REPORT_TEXT.notGenerating);
      return [{ type: 'ReportGenerationFailed', data: { reportId, code: command.code, message: command.message, at: command.at } }];
    case 'RetryReport':
      if (state.status !== 'ERROR') refuse('conflict', REPORT_TEXT.notFailed);
      return [{ type: 'ReportRequeued', data: { reportId, by: command.by, at: command.at } }];
    case 'DeleteReport':
      return [{ type: 'ReportDeleted', data: { reportId, by: command.by, at: command.at } }];
  }
}

/** One report: asked for, generated (again after an interruption), failed and retried, deleted. */
export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
