import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_TEXT, type AuditReviewRow } from '@cytocampus/contracts';
import {
  DomainError,
  evolveReview,
  fixedSlidesOf,
  initialReviewState,
  reviewActivityStream,
  type ReviewEvent,
  type ReviewState,
  reviewStream,
  type StoredReplayEvent,
} from '@cytocampus/domain';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { AUDITED_REVIEWS_SELECT, revisionById, userNames } from '@cytocampus/projections';
import { canAuditReview, type Actor } from '@cytocampus/permissions';
import { EVENT_STORE, SQL } from '../../../infra/tokens.js';
import { isSlideReview, type ReviewSlide, SlidePlayers, slidesOfReview } from '../../learning/index.js';

/** The item types of slide reviews: a slide test, or a slide reviewed as a case, known or unknown. */
export const SLIDE_REVIEW_TYPES = ['test', 'case', 'known', 'unknown'] as const;

/** A stats record with the names the audit shows (users and content read models). */
export interface AuditRow {
  id: string;
  /** The item's name (pageOf wants a `name`). */
  name: string;
  user_id: string;
  user_name: string;
  org_id: string | null;
  module_id: string;
  course_name: string;
  item_id: string;
  item_type: string;
  revision_id: string;
  progress: number;
  result: number | null;
  start_time: Date | null;
  submitted_on: Date | null;
  last_update: Date;
}

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

export function toAuditRow(row: AuditRow): AuditReviewRow {
  return {
    reviewId: row.id,
    userId: row.user_id,
    userName: row.user_name,
    orgId: row.org_id,
    moduleId: row.module_id,
    courseName: row.course_name,
    itemId: row.item_id,
    itemName: row.name,
    itemType: row.item_type,
    state: row.progress >= 1 ? 'submitted' : 'open',
    progress: row.progress,
    result: row.result,
    startTime: ms(row.start_time),
    submitTime: ms(row.submitted_on),
    lastUpdate: row.last_update.getTime(),
  };
}

/** A slide review as the audit reads it: its record, its stored events, its state, and its slides by page. */
export interface AuditedReview {
  row: AuditReviewRow;
  state: ReviewState;
  reviewEvents: StoredReplayEvent[];
  activityEvents: StoredReplayEvent[];
  /** The slides of its pages in order (null where a slide no longer exists). */
  slides: (ReviewSlide | null)[];
}

const reviewNotFound = (): DomainError => new DomainError('not_found', AUDIT_TEXT.reviewNotFound);
/** Review ids are 22 characters of base64url; anything else names no review. */
const REVIEW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads slide reviews for their replay, history and coverage (docs/adr/0029). A review the caller
 * may not audit answers 404 'Review not found.' like one that does not exist, so that nobody
 * learns which reviews there are.
 */
@Injectable()
export class AuditedReviews {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly slidePlayers: SlidePlayers,
  ) {}

  /**
   * The review, once the actor may audit it: `submitted` says whether what they would see counts as
   * submitted (the whole review, or for the coverage the one page), given its state.
   */
  async load(actor: Actor, reviewId: string, submitted: (state: ReviewState) => boolean = (state) => state.submitTime !== null): Promise<AuditedReview> {
    if (!REVIEW_ID.test(reviewId)) throw reviewNotFound();
    const { rows } = await this.sql.query<AuditRow>(`${AUDITED_REVIEWS_SELECT} where s.id = $1`, [reviewId]);
    const record = rows[0];
    if (!record) throw reviewNotFound();
    const reviewEvents = await this.read(reviewStream(reviewId));
    const state = reviewEvents.reduce((s, e) => evolveReview(s, { type: e.type, data: e.data } as ReviewEvent), initialReviewState());
    if (!canAuditReview(actor, { userId: record.user_id, orgId: record.org_id, submitted: submitted(state) })) throw reviewNotFound();
    if (!isSlideReview(record.item_type)) throw new DomainError('not_found', AUDIT_TEXT.notASlideReview);
    const slideIds = fixedSlidesOf(state.subject) ?? (await this.slideIdsOf(record));
    const slides = await this.slidePlayers.load(slideIds);
    return {
      row: toAuditRow(record),
      state,
      reviewEvents,
      activityEvents: await this.read(reviewActivityStream(reviewId)),
      slides: slideIds.map((id) => slides.get(id) ?? null),
    };
  }

  /** Display names of users (who cleared or marked a review). */
  async names(userIds: readonly string[]): Promise<Record<string, string>> {
    if (userIds.length === 0) return {};
    const rows = await userNames(this.sql, [...new Set(userIds)]);
    return Object.fromEntries(rows.map((r) => [r.id, r.name ?? r.email]));
  }

  /** The slides of a review whose attempt did not fix its own (as a proficiency test's or a practice set's): the revision's. */
  private async slideIdsOf(record: AuditRow): Promise<string[]> {
    const revision = await revisionById(this.sql, record.revision_id);
    return revision ? slidesOfReview(record.item_type, revision) : [];
  }

  private async read(stream: string): Promise<StoredReplayEvent[]> {
    const events: StoredReplayEvent[] = [];
    for await (const e of this.store.readStream(stream)) {
      events.push({ type: e.type, data: e.data, recordedAt: Date.parse(e.metadata.occurredAt) || e.created.getTime(), actorId: e.metadata.actorId });
    }
    return events;
  }
}
