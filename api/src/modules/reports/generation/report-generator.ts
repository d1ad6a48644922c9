import { Inject, Injectable } from '@nestjs/common';
import { REPORT_TEXT } from '@cytocampus/contracts';
import { DomainError, reportDecider, reportStream, type ReportCommand } from '@cytocampus/domain';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { nextWaitingReport, reportFileIds, type ReportTableRow } from '@cytocampus/projections';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { errorMessage } from '../../../infra/leader-loop.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import { EVENT_STORE, LOGGER, SQL } from '../../../infra/tokens.js';
import { ReportNotices } from '../live/report-notices.js';
import { ReportFiles } from './report-files.js';
import { writeReportFiles } from './report-writer.js';

/** Advisory lock of the active report generator ("ccrept" in ASCII): one across API processes. */
const REPORTS_LOCK = { key: 0x6363_7265_7074, name: 'report generation' };
const IDLE_POLL_MS = 1000;
/** After an error outside a report's own generation (the database away), the loop rests this long. */
const REST_AFTER_ERROR_MS = 5000;
/** A report whose generation was cut off this often (a crash, a kill) fails rather than being retried forever. */
const MAX_ATTEMPTS = 3;

/**
 * Generates queued reports in the background (docs/adr/0028), one at a time, in whichever API
 * process holds the lock: it polls the `reports` read model for QUEUED and GENERATING reports; a
 * report left GENERATING by a killed process is started again (its files are written under a new
 * id and renamed at the end, so a killed attempt leaves only temporary files, which the next
 * leader removes). After MAX_ATTEMPTS interrupted attempts the report fails instead.
 */
@Injectable()
export class ReportGenerator extends LeaderService {
  constructor(
    private readonly es: EventSourcing,
    private readonly files: ReportFiles,
    private readonly notices: ReportNotices,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: REPORTS_LOCK, restMs: IDLE_POLL_MS, restAfterErrorMs: REST_AFTER_ERROR_MS });
  }

  /** Generates the oldest waiting report; true when it did (the next one follows at once). */
  protected override async pass(): Promise<boolean> {
    const waiting = await nextWaitingReport(this.sql);
    // A report the read model shows waiting but whose stream says otherwise (the read model is behind) is looked at again later.
    return waiting !== null && (await this.generate(waiting));
  }

  /**
   * On taking the lead, removes what no report refers to: temporary files of killed attempts,
   * files finished by an attempt killed before it recorded them, files of deleted reports. Only the
   * leader writes files, and it sweeps before it generates, so nothing being written is swept; and only once the
   * reports read model has every event stored, so that a generation recorded just before a restart
   * keeps its files (a read model still catching up fails the wait: no sweep this time).
   */
  protected override async onLead(): Promise<void> {
    await this.files.removePartials();
    await this.es.readYourWrites(await this.store.headPosition(), ['reports']);
    await this.files.removeAllBut(new Set(await reportFileIds(this.sql)));
  }

  /**
   * Records a command on a report as the system and waits until the reports read model has it, so
   * the next poll sees it. It throws only when nothing was recorded: a read model that is late (or
   * parked the event) is logged, and the poll then finds the row stale and looks again later.
   */
  private recorder(reportId: string): (command: ReportCommand) => Promise<void> {
    const report = this.es.aggregate(reportStream(reportId), reportDecider);
    const ctx = systemContext();
    return async (command) => {
      const decided = await report.execute(() => [command], ctx);
      await this.es
        .readYourWrites(decided.position, ['reports'], { answersFromAggregate: true })
        .catch((error: unknown) => this.logger.error({ reportId, error: errorMessage(error) }, 'reports read model did not take a report step'));
    };
  }

  /** Generates the report, or records why not; false when its stream shows it no longer waits. */
  private async generate(report: ReportTableRow): Promise<boolean> {
    const record = this.recorder(report.id);
    const at = () => this.es.now().getTime();
    const { state } = await this.es.aggregate(reportStream(report.id), reportDecider).load();
    if (state.deleted || (state.status !== 'QUEUED' && state.status !== 'GENERATING')) return false;
    if (state.attempts >= MAX_ATTEMPTS) {
      this.logger.warn({ reportId: report.id, attempts: state.attempts }, 'report generation interrupted too often: failed');
      await this.end(report.id, () => record({ type: 'FailReport', code: 'interrupted', message: REPORT_TEXT.interrupted, at: at() }));
      return true;
    }
    if (!(await this.end(report.id, () => record({ type: 'StartReportGeneration', at: at() }), false))) return true;
    let generated;
    try {
      generated = await writeReportFiles({
        sql: this.sql,
        report,
        files: this.files,
        onProgress: (progress, rows) => this.notices.progress({ id: report.id, orgId: report.org_id }, progress, rows),
      });
    } catch (error) {
      this.logger.error({ reportId: report.id, error: errorMessage(error) }, 'report generation failed');
      await this.end(report.id, () => record({ type: 'FailReport', code: 'failed', message: REPORT_TEXT.failed, at: at() }));
      return true;
    }
    const { fileId, rows, chart } = generated;
    // Files nobody will ask for (the report was deleted meanwhile, or its end not recorded) go at once.
    const recorded = await this.end(report.id, () => record({ type: 'CompleteReport', fileId, rows, chart, at: at() })).catch(async (error: unknown) => {
      await this.files.remove(fileId);
      throw error;
    });
    if (!recorded) await this.files.remove(fileId);
    return true;
  }

  /**
   * Records a step; false when the report was deleted meanwhile (it is let go). Once generation
   * ended (`finished`), its pending progress notices are dropped either way.
   */
  private async end(reportId: string, recordStep: () => Promise<void>, finished = true): Promise<boolean> {
    try {
      await recordStep();
      return true;
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      this.logger.info({ reportId }, 'report deleted while it was generated');
      return false;
    } finally {
      if (finished) this.notices.finished(reportId);
    }
  }
}
