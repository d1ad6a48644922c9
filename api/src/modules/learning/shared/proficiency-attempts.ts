import { Inject, Injectable } from '@nestjs/common';
import { proficiencyOf, PT_PASS_MARK_PERCENT, PT_TAKING_MSG, ptTimeLimitMinutes, type PtRules } from '@cytocampus/contracts';
import { categoryOf, DomainError, drawPtSet, gridForProfession, type ProficiencyAttempt, PT_SET_MSG, type PtSetSlide, validatePtSet } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { currentRevisions, isInPtAttemptOf, ptAttemptSlidesOfUser, slideImageComplete, userProfession, visibleInOrg } from '@cytocampus/projections';
import { PtGate } from '../../proficiency/index.js';
import { SQL } from '../../../infra/tokens.js';
import { testSlideIds, type RevisionRow } from './course-rows.js';
import type { FoundCourse } from './learner-catalogue.js';
import { SlidePlayers } from './slide-players.js';

const MINUTE_MS = 60_000;

const setSlideOf = (id: string, fields: Record<string, unknown>): PtSetSlide => {
  const solution: unknown = fields.solution;
  const result = solution && typeof solution === 'object' && 'result' in solution && typeof solution.result === 'string' ? solution.result : null;
  return { id, solution: { type: categoryOf({ fields }), result } };
};

/**
 * A proficiency test attempt's making (issue 30; docs/adr/0035 "Taking a proficiency test"): the
 * rules a learner is shown, and at the first checkout the attempt itself: the test's own slides or
 * a set drawn for it from the pool, the grid, and the server's clock.
 */
@Injectable()
export class ProficiencyAttempts {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly slides: SlidePlayers,
    private readonly gate: PtGate,
  ) {}

  /** The rules for this learner in this course; null when the test is not a proficiency test. */
  async rules(userId: string, course: Pick<FoundCourse, 'ptGrid'>, revision: RevisionRow): Promise<PtRules | null> {
    const settings = proficiencyOf(revision.fields);
    if (!settings) return null;
    const grid = gridForProfession(await userProfession(this.sql, userId), course.ptGrid === 'profession' ? null : course.ptGrid);
    return { size: settings.size, timeLimit: ptTimeLimitMinutes(settings), grid, passPercent: PT_PASS_MARK_PERCENT };
  }

  /**
   * The attempt fixed at the first checkout of review `reviewId`, or null for another test. A set
   * that breaks a rule (until the editor refuses such sets) or a pool with too little left is
   * refused (409) with the rule's words, and nothing is stored.
   */
  async begin(
    learner: { userId: string; orgId: string | null },
    course: Pick<FoundCourse, 'ptGrid'>,
    revision: RevisionRow,
    reviewId: string,
    now: number,
  ): Promise<ProficiencyAttempt | null> {
    const rules = await this.rules(learner.userId, course, revision);
    const settings = proficiencyOf(revision.fields);
    if (!rules || !settings) return null;
    // The retest ladder decides whether an attempt of this size may start now (remedial training or education first, the right size).
    const refusal = await this.gate.attemptRefusal(learner.userId, rules.size);
    if (refusal) throw new DomainError('conflict', refusal);
    const slides = settings.pool ? await this.draw(learner, settings.pool, rules.size, reviewId) : await this.ownSet(revision);
    return { size: rules.size, grid: rules.grid, slides, startedAt: now, deadline: now + rules.timeLimit * MINUTE_MS };
  }

  /** The test's own slides, checked as a set, each with its image made (as a drawn set's: no one is graded on a slide they could not see). */
  private async ownSet(revision: RevisionRow): Promise<string[]> {
    const ids = testSlideIds(revision.fields);
    const loaded = await this.slides.load(ids);
    const problem = validatePtSet(ids.map((id) => setSlideOf(id, loaded.get(id)?.fields ?? {})));
    if (problem) throw new DomainError('conflict', problem.message);
    const { rows } = await this.sql.query<{ n: number }>(
      `select count(*)::int as n from ${currentRevisions('slide')} c where c.item_id = any($1) and not ${slideImageComplete('c')}`,
      [ids],
    );
    const unready = rows[0]?.n ?? 0;
    if (unready > 0) throw new DomainError('conflict', PT_TAKING_MSG.imagesNotReady(unready));
    return ids;
  }

  /**
   * A set drawn from the active slides tagged `pool` that the learner's organization sees and whose
   * image is made (a slide still processing would be shown without one), none of them in their earlier attempts.
   */
  private async draw(learner: { userId: string; orgId: string | null }, pool: string, size: 10 | 20, reviewId: string): Promise<string[]> {
    const { rows } = await this.sql.query<{ item_id: string; fields: Record<string, unknown>; ready: boolean }>(
      `select c.item_id, c.fields, ${slideImageComplete('c')} as ready from ${currentRevisions('slide')} c where c.active and c.tags @> jsonb_build_array($1::text) and ${visibleInOrg('c', '$2::text')}`,
      [pool.toLowerCase(), learner.orgId],
    );
    const drawn = drawPtSet(
      rows.filter((r) => r.ready).map((r) => setSlideOf(r.item_id, r.fields)),
      size,
      reviewId,
      await this.seen(learner.userId),
    );
    if (!drawn.ok) {
      // Slides still being processed (a library just seeded or uploaded) will count soon: the refusal says so.
      const processing = rows.filter((r) => !r.ready && setSlideOf(r.item_id, r.fields).solution?.type === 'GYN').length;
      const wait = processing > 0 ? ` ${PT_SET_MSG.poolProcessing(processing)}` : '';
      throw new DomainError('conflict', `${PT_TAKING_MSG.poolEmpty} ${drawn.message}${wait}`);
    }
    return drawn.slideIds;
  }

  /** Every slide of the learner's earlier proficiency test attempts. */
  async seen(userId: string): Promise<Set<string>> {
    return new Set(await ptAttemptSlidesOfUser(this.sql, userId));
  }

  /** Whether the slide is in one of the learner's attempts (its image routes then serve them, as a course's slides). */
  async inAttemptOf(userId: string, slideItemId: string): Promise<boolean> {
    return isInPtAttemptOf(this.sql, userId, slideItemId);
  }
}
