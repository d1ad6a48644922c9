import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PT_TAKING_MSG, REVIEW_MSG, type PtResult, type ReviewCopy } from '@cytocampus/contracts';
import {
  CERTIFICATE_CODE_BYTES,
  certificateCodeOf,
  DomainError,
  ptCategoryOf,
  reviewDecider,
  type ReviewState,
  reviewStream,
  slideFactsOf,
  slideSolutionOf,
} from '@cytocampus/domain';
import type { Position, SqlClient } from '@cytocampus/event-store';
import { ptAttemptResult, ptAttemptResultByCode, slideDiagnoses, type PtAttemptResultRow } from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { SlidePlayers } from './slide-players.js';
import { GetUser } from '../../../messages/accounts.js';

/**
 * Submitting a proficiency test attempt (the examinee's submit and the server's time-out) and its
 * result (issue 30; docs/adr/0035). The grade is the review decider's, from the solutions passed
 * here; the result is read from the pt_attempts read model.
 */
@Injectable()
export class ProficiencyResults {
  constructor(
    private readonly es: EventSourcing,
    private readonly slides: SlidePlayers,
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  /**
   * Submits review `reviewId` as a whole: `check` runs first on the stored review (the examinee's
   * route checks it is theirs). Answers the append's position (null: nothing appended).
   */
  async submit(reviewId: string, by: 'learner' | 'time', copy: ReviewCopy | null, ctx: CommandContext, check?: (state: ReviewState) => Promise<void>) {
    const decided = await this.es.aggregate(reviewStream(reviewId), reviewDecider).execute(async (state) => {
      await check?.(state);
      const pt = state.subject?.proficiency;
      if (!pt) throw new DomainError('not_found', PT_TAKING_MSG.notProficiency);
      const loaded = await this.slides.load(pt.slides);
      const solutions = pt.slides.map((slideId) => {
        const slide = loaded.get(slideId);
        const { type, result } = slide ? slideSolutionOf(slide) : { type: 'none', result: null };
        // A slide whose solution was changed away from GYN since cannot be graded: said, not a 500.
        if (result === null || ptCategoryOf(type, result) === null) throw new DomainError('conflict', `Slide ${slideId} has no GYN solution to grade against.`);
        return { slideId, solution: result };
      });
      // What each slide was graded against, for the screening-skill analytics (docs/adr/0036).
      const slides = pt.slides.map((slideId) => slideFactsOf(loaded.get(slideId)!));
      const code = certificateCodeOf(randomBytes(CERTIFICATE_CODE_BYTES));
      return [{ type: 'SubmitProficiencyTest' as const, copy, by, solutions, slides, code, now: this.es.now().getTime() }];
    }, ctx);
    return decided.position;
  }

  /** Waits (bounded) until pt_attempts and the stats have the submission. */
  async caughtUp(position: Position | null): Promise<void> {
    // ptStatus too: the ladder's gate reads it at the next checkout (a retest must see this failure).
    await this.es.readYourWrites(position, ['ptAttempts', 'ptStatus', 'diagnoses', 'stats']);
  }

  /** A submitted attempt's result for its examinee, or those who may read them (their organization's managers, auditors): 404 otherwise. */
  async resultFor(viewer: Principal, reviewId: string): Promise<PtResult> {
    const row = await ptAttemptResult(this.sql, reviewId);
    if (!row) throw new DomainError('not_found', REVIEW_MSG.notFound);
    if (row.user_id !== viewer.userId) await this.queries.execute(new GetUser(ruleActor(viewer), row.user_id));
    if (row.submitted_at === null) throw new DomainError('conflict', PT_TAKING_MSG.notSubmitted);
    return this.resultOf(row);
  }

  /** The graded attempt with this verification code (the public check), else null. */
  async byCode(code: string): Promise<PtResult | null> {
    const row = await ptAttemptResultByCode(this.sql, code);
    return row && row.submitted_at ? this.resultOf(row) : null;
  }

  private async resultOf(row: PtAttemptResultRow): Promise<PtResult> {
    const loaded = await this.slides.load(row.slides);
    const failures = new Set(row.automatic_failures ?? []);
    const responses = await this.responses(row.review_id);
    const nameOf = (id: string) => loaded.get(id)?.name || id;
    const slides = (row.results ?? []).map((s, i) => {
      const slide = loaded.get(s.slideId);
      return {
        slideId: s.slideId,
        name: nameOf(s.slideId),
        reference: s.reference,
        referenceResult: slide ? slideSolutionOf(slide).result : null,
        response: s.response,
        responseResult: responses[i] ?? null,
        points: s.points,
        automaticFailure: failures.has(s.slideId),
      };
    });
    return {
      reviewId: row.review_id,
      userId: row.user_id,
      holderName: row.holder_name,
      testName: row.test_name,
      itemId: row.item_id,
      moduleId: row.module_id,
      grid: row.grid,
      size: row.size,
      startedAt: row.started_at.getTime(),
      submittedAt: row.submitted_at!.getTime(),
      submittedBy: row.submitted_by!,
      points: row.points!,
      maxPoints: row.max_points!,
      score: row.score!,
      passed: row.passed!,
      automaticFailures: [...failures].map((slideId) => ({ slideId, name: nameOf(slideId) })),
      slides,
      code: row.code!,
    };
  }

  /** The results the examinee captured, page by page, from the diagnoses read model. */
  private async responses(reviewId: string): Promise<(string | null)[]> {
    const out: (string | null)[] = [];
    for (const r of await slideDiagnoses(this.sql, reviewId)) out[r.page] = r.result;
    return out;
  }
}
