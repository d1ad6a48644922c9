import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ReportProgressNotice } from '@cytocampus/contracts';
import { Broadcaster } from '../../../realtime/broadcaster.js';
import { ProgressThrottle } from '../../../realtime/progress-throttle.js';

/**
 * `report:progress` while a report is generated, at most once per second per report (latest wins),
 * to reportsRoom(null) and reportsRoom(the report's organization). Progress is volatile, never an
 * event: status changes reach the lists from the reports projection (ADR 0028).
 */
@Injectable()
export class ReportNotices implements OnModuleDestroy {
  private readonly orgOf = new Map<string, string | null>();
  private readonly throttle: ProgressThrottle<ReportProgressNotice>;

  constructor(broadcaster: Broadcaster) {
    this.throttle = new ProgressThrottle<ReportProgressNotice>({
      send: (notice) => broadcaster.reportProgress(notice, this.orgOf.get(notice.id) ?? null),
      advanced: (previous, next) => next.progress > previous.progress || next.rows > previous.rows,
    });
  }

  /** Generation of the report advanced: `progress` 0..1, `rows` written so far (ReportGenerator). */
  progress(report: { id: string; orgId: string | null }, progress: number, rows: number): void {
    this.orgOf.set(report.id, report.orgId);
    this.throttle.push(report.id, { id: report.id, progress: Math.min(1, Math.max(0, progress)), rows });
  }

  /** Generation ended and was recorded: progress still waiting is dropped (the projection's notice tells the rest). */
  finished(reportId: string): void {
    this.throttle.stop(reportId);
    this.orgOf.delete(reportId);
  }

  onModuleDestroy(): void {
    this.throttle.stopAll();
    this.orgOf.clear();
  }
}
