import type { ReportChart, ReportFilters, ReportKind, ReportOptions, ReportOrganization, ReportTarget, ReportType } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * A report's life (docs/adr/0028): asked for, then generated in the background by whichever API
 * process holds the generators' lock; an interrupted generation starts again. Events carry their
 * time (epoch ms) like the community's.
 */
export const reportStream = (reportId: string): string => `report-${reportId}`;
/** One manager's weekly organization e-mail of one ISO week (YYYY-Www): appended to an empty stream only, so it goes out once. */
export const weeklyReportStream = (userId: string, week: string): string => `weekly-${userId}-${week}`;

export interface ReportRequestedData {
  reportId: string;
  /** The author. */
  ownerId: string;
  /** The organization the report belongs to; null: site-wide. */
  orgId: string | null;
  name: string;
  description: string;
  tags: string[];
  reportType: ReportType;
  kind: ReportKind | null;
  target: ReportTarget;
  options: ReportOptions;
  filters: ReportFilters;
  filterOrgs: ReportOrganization[];
  at: number;
}

export type ReportRequested = DomainEvent<'ReportRequested', ReportRequestedData>;
export type ReportGenerationStarted = DomainEvent<'ReportGenerationStarted', { reportId: string; attempt: number; at: number }>;
export type ReportGenerated = DomainEvent<'ReportGenerated', { reportId: string; fileId: string; rows: number; chart: ReportChart; at: number }>;
export type ReportGenerationFailed = DomainEvent<'ReportGenerationFailed', { reportId: string; code: string; message: string; at: number }>;
/** Asked to generate again after a failure. */
export type ReportRequeued = DomainEvent<'ReportRequeued', { reportId: string; by: string; at: number }>;
export type ReportDeleted = DomainEvent<'ReportDeleted', { reportId: string; by: string; at: number }>;
export type ReportEvent = ReportRequested | ReportGenerationStarted | ReportGenerated | ReportGenerationFailed | ReportRequeued | ReportDeleted;
export const REPORT_EVENT_TYPES = [
  'ReportRequested',
  'ReportGenerationStarted',
  'ReportGenerated',
  'ReportGenerationFailed',
  'ReportRequeued',
  'ReportDeleted',
] as const satisfies readonly ReportEvent['type'][];

/** A weekly organization progress e-mail went to a manager (or was skipped by their preferences), recorded once per week. */
export type WeeklyReportMailed = DomainEvent<
  'WeeklyReportMailed',
  { userId: string; orgId: string; week: string; sent: boolean; reason: 'sent' | 'no-email' | 'preference'; at: number }
>;
