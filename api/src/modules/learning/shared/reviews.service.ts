import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MSG, REVIEW_MSG, type ReviewCheckout, type ReviewRecord } from '@cytocampus/contracts';
import { CONTENT_MSG, isTileVisible, reviewDecider, reviewStream, type ReviewCommand, type ReviewState } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { ApiException } from '../../../http/api-exception.js';
import { SQL } from '../../../infra/tokens.js';
import { isGraded, type RevisionRow } from './course-rows.js';
import { LearnerCatalogue } from './learner-catalogue.js';
import { playerItemOf, questionOf, solutionOf, uploadsOf } from './player-items.js';
import { reviewIdOf, reviewRecordOf } from './review-records.js';

export type ReviewedType = 'presentation' | 'quiz';

/** What a write of a review works with: the stored review, the revision it is of, the learner's organization. */
export interface ReviewContext {
  state: ReviewState;
  revision: RevisionRow;
  preWork: boolean;
  videoUploads: ReadonlySet<string>;
  now: number;
}

const notFound = (message: string = REVIEW_MSG.notFound): never => {
  throw new ApiException(404, message);
};
const refused = (status: number, message: string): never => {
  throw new ApiException(status, message);
};

/**
 * The learner's reviews of presentations and quizzes (spec part 2 sections 4 and 7; docs/adr/0021):
 * checkout within one of their courses, then writes that the review decider checks against the
 * server's copy. A review is only ever its learner's: anyone else's id answers 404.
 */
@Injectable()
export class Reviews {
  constructor(
    private readonly es: EventSourcing,
    private readonly catalogue: LearnerCatalogue,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async checkout(actor: Principal, type: ReviewedType, itemId: string, moduleId: string, ctx: CommandContext): Promise<ReviewCheckout> {
    this.require(actor, 'ctAccess');
    const course = (await this.catalogue.course(actor.userId, moduleId)) ?? notFound(CONTENT_MSG.notFound);
    const item = course.items.find((i) => i.type === type && i.itemId === itemId) ?? notFound(REVIEW_MSG.itemNotInCourse);
    const current = course.revisions.get(`${type}/${itemId}`)!;
    const reviewId = reviewIdOf(actor.userId, moduleId, itemId);
    const aggregate = this.es.aggregate(reviewStream(reviewId), reviewDecider);
    const now = this.es.now().getTime();
    const decided = await aggregate.execute(async (state) => {
      // A submitted review is only read; opening one for work follows the course's rules.
      if (state.submitTime !== null) return [];
      this.require(actor, 'ctSubmit');
      if (!current.active) notFound(CONTENT_MSG.notFound);
      if (course.header.gated) refused(409, REVIEW_MSG.courseLocked);
      if (item.locked) refused(409, REVIEW_MSG.itemLocked);
      if (!isTileVisible(course.header.schedule, now)) refused(409, REVIEW_MSG.courseClosed);
      const revision = state.subject ? await this.revision(state.subject.revisionId) : current;
      const pages = Array.isArray(revision.fields.pages) ? revision.fields.pages.length : 0;
      const subject = {
        reviewId,
        userId: actor.userId,
        moduleId,
        itemId,
        revisionId: revision.id,
        itemType: type,
        graded: isGraded(revision),
        pageCount: pages,
      };
      return [{ type: 'CheckoutReview', ...subject, session: randomUUID(), now }];
    }, ctx);
    const revision = decided.state.subject ? await this.revision(decided.state.subject.revisionId) : current;
    return {
      item: playerItemOf(revision, await this.videoUploads(revision)),
      review: this.recordOf(decided.state, revision),
      preWork: course.preWorkOrganization,
    };
  }

  /** The server's session of the learner's review (the 10-second poll). */
  async session(actor: Principal, type: ReviewedType, itemId: string, reviewId: string): Promise<{ session: string | null; submitTime: number | null }> {
    const { state } = await this.es.aggregate(reviewStream(reviewId), reviewDecider).load();
    this.own(actor, state, type, itemId);
    return { session: state.session, submitTime: state.submitTime };
  }

  /**
   * Runs the commands `decide` makes of the learner's review and answers it. `waitForStats` waits
   * until the stats read model has the change (a submit, after which the course page shows progress);
   * the answer is the review itself, so a stats model that is late does not turn it into a refusal.
   */
  async write(
    actor: Principal,
    type: ReviewedType,
    itemId: string,
    reviewId: string,
    decide: (review: ReviewContext) => ReviewCommand[],
    ctx: CommandContext,
    waitForStats = false,
  ): Promise<ReviewRecord> {
    this.require(actor, 'ctSubmit');
    let revision: RevisionRow | null = null;
    const decided = await this.es.aggregate(reviewStream(reviewId), reviewDecider).execute(async (state) => {
      this.own(actor, state, type, itemId);
      revision ??= await this.revision(state.subject!.revisionId);
      const [preWork, videoUploads] = await Promise.all([this.preWork(actor.userId), this.videoUploads(revision)]);
      return decide({ state, revision, preWork, videoUploads, now: this.es.now().getTime() });
    }, ctx);
    if (waitForStats) await this.es.readYourWrites(decided.position, ['stats'], { answersFromAggregate: true });
    return this.recordOf(decided.state, revision!);
  }

  private recordOf(state: ReviewState, revision: RevisionRow): ReviewRecord {
    // Graded quizzes reveal a page's solution once it is submitted; practice quizzes sent theirs with the item.
    const graded = revision.type === 'quiz' && revision.fields.graded !== false;
    return reviewRecordOf(state, (page) => (graded ? solutionOf(questionOf(revision.fields, page)) : null));
  }

  private require(actor: Principal, permission: 'ctAccess' | 'ctSubmit'): void {
    if (!hasPermission(ruleActor(actor), permission)) refused(403, MSG.forbidden);
  }

  /** Only the learner's own review of this item answers; any other id reads as unknown. */
  private own(actor: Principal, state: ReviewState, type: ReviewedType, itemId: string): void {
    const s = state.subject;
    if (!s || s.userId !== actor.userId || s.itemId !== itemId || s.itemType !== type) notFound();
  }

  private async revision(id: string): Promise<RevisionRow> {
    const { rows } = await this.sql.query<RevisionRow>(`select id, item_id, type, name, description, active, fields from content_items where id = $1`, [id]);
    return rows[0] ?? notFound(CONTENT_MSG.notFound);
  }

  private async videoUploads(revision: RevisionRow): Promise<Set<string>> {
    const ids = revision.type === 'presentation' ? uploadsOf(revision) : [];
    if (ids.length === 0) return new Set();
    const { rows } = await this.sql.query<{ id: string }>(`select id from uploads where id = any($1) and type like 'video/%'`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  private async preWork(userId: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ pre_work: boolean }>(
      `select coalesce(o.pre_work, false) as pre_work from users u left join organizations o on o.id = u.org_id where u.id = $1`,
      [userId],
    );
    return rows[0]?.pre_work ?? false;
  }
}
