import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  isPracticeSetTest,
  MSG,
  REVIEW_MSG,
  SLIDE_REVIEW_MSG,
  type PlayerItem,
  type ReviewCheckout,
  type ReviewedItemType,
  type ReviewRecord,
} from '@cytocampus/contracts';
import {
  attemptOf,
  CONTENT_MSG,
  courseAttemptsDecider,
  courseAttemptsStream,
  DomainError,
  fixedSlidesOf,
  isTileVisible,
  itemAttempt,
  questionOf,
  refuse,
  reviewAttemptsDecider,
  reviewAttemptsStream,
  reviewDecider,
  reviewRecordOf,
  type ReviewState,
  reviewStream,
  type ReviewSubject,
  type ReviewWriteFacts,
  slideSolutionOf,
} from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { learnerPreWork, revisionById, videoUploadIds } from '@cytocampus/projections';
import { hasPermission } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { isGraded, type RevisionRow } from './course-rows.js';
import { isSlideKind, isSlideReview, pageCountOf, slidesOfReview } from './reviewed-items.js';
import { LearnerCatalogue, type FoundCourse } from './learner-catalogue.js';
import { playerItemOf, solutionOf, uploadsOf } from './player-items.js';
import { reviewIdOf } from './review-records.js';
import { ptClockOf } from './proficiency-clock.js';
import { ProficiencyAttempts } from './proficiency-attempts.js';
import { PracticeAttempts } from './practice-attempts.js';
import { playerSlideOf, ptPlayerSlideOf, SlidePlayers, type ReviewSlide } from './slide-players.js';

export type ReviewedType = ReviewedItemType;

/**
 * Which call reaches a review: a presentation's, quiz's or (a proficiency test's submit) test's own path, or a slide's (a page of a
 * slide test, or a slide reviewed as a case, known or unknown).
 */
export type ReviewTarget = { type: 'presentation' | 'quiz' | 'test'; itemId: string } | { type: 'slide'; itemId: string };

/** What a write of a review is decided on (the domain's facts), with the revision and slides its answer shows. */
export interface LoadedReviewWrite {
  facts: ReviewWriteFacts;
  revision: RevisionRow;
  slides: Map<string, ReviewSlide>;
}

/** The slides an attempt fixes at its first checkout: a proficiency test's draw, or a practice set. */
type FixedSet = Pick<ReviewSubject, 'proficiency'> | Pick<ReviewSubject, 'practice'> | null;

/** An opening of the test marked practice set (its attempts follow the learner's newest set). */
const isPracticeSet = (opening: Opening): boolean => opening.type === 'test' && isPracticeSetTest(opening.current.fields);

/** What a learner's review of an item within a course is of, at a revision of the item (a checkout's, or an admin's mark: docs/adr/0023), for one attempt. */
export const reviewSubjectOf = (
  userId: string,
  moduleId: string,
  type: ReviewedType,
  revision: RevisionRow,
  attempt = 1,
  fixed: FixedSet = null,
): ReviewSubject => ({
  reviewId: reviewIdOf(userId, moduleId, revision.item_id, attempt),
  userId,
  moduleId,
  itemId: revision.item_id,
  revisionId: revision.id,
  itemType: type,
  graded: isGraded(revision, type),
  pageCount: fixedSlidesOf(fixed)?.length ?? pageCountOf(type, revision),
  attempt,
  ...fixed,
});

/** An item of one of the learner's courses, about to be opened for work. */
interface Opening {
  type: ReviewedType;
  moduleId: string;
  course: FoundCourse;
  item: FoundCourse['items'][number];
  /** The item's current revision. */
  current: RevisionRow;
}

const notFound = (message: string = REVIEW_MSG.notFound): never => {
  throw new DomainError('not_found', message);
};
/**
 * The learner's reviews of presentations, quizzes, slide tests and slides (spec part 2 sections 4
 * and 7, part 3 "Review lifecycle"; docs/adr/0021 and 0022):
 * checkout within one of their courses, then writes that the review decider checks against the
 * server's copy. A review is only ever its learner's: anyone else's id answers 404.
 */
@Injectable()
export class Reviews {
  constructor(
    private readonly es: EventSourcing,
    private readonly catalogue: LearnerCatalogue,
    private readonly slides: SlidePlayers,
    private readonly pt: ProficiencyAttempts,
    private readonly practice: PracticeAttempts,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  /**
   * Opens the learner's current attempt at the item (the first, unless a practice quiz was taken
   * again, the course retaken, or a newer practice set assigned). The route's policy holds ctAccess.
   */
  async checkout(actor: Principal, type: ReviewedType, itemId: string, moduleId: string, ctx: CommandContext): Promise<ReviewCheckout> {
    const opening = await this.opening(actor, type, itemId, moduleId);
    const { state: attempts } = await this.es.aggregate(reviewAttemptsStream(reviewIdOf(actor.userId, moduleId, itemId)), reviewAttemptsDecider).load();
    const { state: course } = await this.es.aggregate(courseAttemptsStream(actor.userId, moduleId), courseAttemptsDecider).load();
    const attempt = itemAttempt(opening.item.graded, attempts.attempt, course.attempt);
    return this.open(actor, opening, isPracticeSet(opening) ? await this.practiceSetAttempt(actor, opening, attempt, ctx) : attempt, ctx);
  }

  /**
   * The attempt at the practice set test that holds the learner's newest set: the current one,
   * unless it was begun with an older set; then the next (ReviewRetaken), whether the older one was
   * finished or not (docs/adr/0036 "Taking a practice set").
   */
  private async practiceSetAttempt(actor: Principal, opening: Opening, attempt: number, ctx: CommandContext): Promise<number> {
    const { moduleId, current } = opening;
    const reviewId = reviewIdOf(actor.userId, moduleId, current.item_id, attempt);
    const [{ state }, newest] = await Promise.all([this.es.aggregate(reviewStream(reviewId), reviewDecider).load(), this.practice.newest(actor.userId)]);
    const begun = state.subject?.practice;
    if (!newest || !begun || begun.setId === newest.setId) return attempt;
    const subject = state.subject!;
    const finished = { reviewId, attempt, itemType: subject.itemType, graded: subject.graded, submitted: state.submitTime !== null, practiceSet: true };
    const now = this.es.now().getTime();
    const retaken = await this.es
      .aggregate(reviewAttemptsStream(reviewIdOf(actor.userId, moduleId, current.item_id)), reviewAttemptsDecider)
      .execute((attempts) => {
        this.requireOpen(actor, opening, now);
        return [{ type: 'RetakeReview', finished, nextReviewId: reviewIdOf(actor.userId, moduleId, current.item_id, attempts.attempt + 1), now }];
      }, ctx);
    return retaken.state.attempt;
  }

  /**
   * Try Again (issue 28): after the learner's finished attempt `reviewId` at a practice quiz, the
   * next attempt begins (`ReviewRetaken`) and is checked out as a new review. Refused, with nothing
   * stored, for a graded quiz, an attempt not finished or no longer the current one, or a course
   * that would refuse the checkout. The route's policy holds ctAccess.
   */
  async retake(actor: Principal, itemId: string, reviewId: string, ctx: CommandContext): Promise<ReviewCheckout> {
    const { state } = await this.es.aggregate(reviewStream(reviewId), reviewDecider).load();
    await this.reached(actor, state, { type: 'quiz', itemId });
    const subject = state.subject!;
    const opening = await this.opening(actor, 'quiz', itemId, subject.moduleId);
    const finished = { reviewId, attempt: attemptOf(subject), itemType: subject.itemType, graded: subject.graded, submitted: state.submitTime !== null };
    const now = this.es.now().getTime();
    const retaken = await this.es
      .aggregate(reviewAttemptsStream(reviewIdOf(actor.userId, subject.moduleId, itemId)), reviewAttemptsDecider)
      .execute((attempts) => {
        this.requireOpen(actor, opening, now);
        const nextReviewId = reviewIdOf(actor.userId, subject.moduleId, itemId, attempts.attempt + 1);
        return [{ type: 'RetakeReview', finished, nextReviewId, now }];
      }, ctx);
    return this.open(actor, opening, retaken.state.attempt, ctx);
  }

  /** The item within one of the learner's courses: 404 unless the course is theirs and holds it. */
  private async opening(actor: Principal, type: ReviewedType, itemId: string, moduleId: string): Promise<Opening> {
    const course = (await this.catalogue.course(actor.userId, moduleId)) ?? notFound(CONTENT_MSG.notFound);
    const item = course.items.find((i) => i.type === type && i.itemId === itemId) ?? notFound(REVIEW_MSG.itemNotInCourse);
    return { type, moduleId, course, item, current: course.revisions.get(`${type}/${itemId}`)! };
  }

  /** Opening an item for work follows the course's rules (ADR 0021): active, not gated or locked, within its window. */
  private requireOpen(actor: Principal, { course, item, current }: Opening, now: number): void {
    this.require(actor, 'ctSubmit');
    if (!current.active) notFound(CONTENT_MSG.notFound);
    if (course.header.gated) refuse('conflict', REVIEW_MSG.courseLocked);
    if (item.locked) refuse('conflict', REVIEW_MSG.itemLocked);
    if (!isTileVisible(course.header.schedule, now)) refuse('conflict', REVIEW_MSG.courseClosed);
  }

  /** Checks out one attempt: a new session, unless it is submitted (then it is only read). */
  private async open(actor: Principal, opening: Opening, attempt: number, ctx: CommandContext): Promise<ReviewCheckout> {
    const { type, moduleId, course, current } = opening;
    const aggregate = this.es.aggregate(reviewStream(reviewIdOf(actor.userId, moduleId, current.item_id, attempt)), reviewDecider);
    const now = this.es.now().getTime();
    const decided = await aggregate.execute(async (state) => {
      // A submitted review is only read; opening one for work follows the course's rules.
      if (state.submitTime !== null) return [];
      this.requireOpen(actor, opening, now);
      const revision = state.subject ? await this.revision(state.subject.revisionId) : current;
      // A slide reviewed alone needs its image; a test's slides are checked when each is submitted.
      if (isSlideKind(type) && (await this.slides.load([current.item_id])).get(current.item_id)?.status !== 'COMPLETE')
        refuse('conflict', SLIDE_REVIEW_MSG.noImage);
      // A proficiency test's attempt (its set, grid and deadline), or a practice set's, is fixed at its first checkout; later ones keep it.
      const reviewId = reviewIdOf(actor.userId, moduleId, current.item_id, attempt);
      const fixed = state.subject ? null : await this.fixedSet(actor, opening, revision, reviewId, now);
      return [{ type: 'CheckoutReview', ...reviewSubjectOf(actor.userId, moduleId, type, revision, attempt, fixed), session: randomUUID(), now }];
    }, ctx);
    const subject = decided.state.subject;
    const revision = subject ? await this.revision(subject.revisionId) : current;
    const slides = await this.slidesOf(type, revision, subject);
    return {
      item: await this.playerItem(type, revision, slides, subject),
      review: this.recordOf(decided.state, revision, slides),
      preWork: course.preWorkOrganization,
    };
  }

  /** What a new attempt at a test fixes: a proficiency test's draw, or the learner's newest practice set; null for any other item. */
  private async fixedSet(actor: Principal, opening: Opening, revision: RevisionRow, reviewId: string, now: number): Promise<FixedSet> {
    if (opening.type !== 'test') return null;
    if (isPracticeSetTest(revision.fields)) return { practice: await this.practice.begin(actor.userId) };
    const proficiency = await this.pt.begin(actor, opening.course, revision, reviewId, now);
    return proficiency ? { proficiency } : null;
  }

  /** The item as its player shows it to a learner. */
  async playerItem(type: ReviewedType, revision: RevisionRow, slides: Map<string, ReviewSlide>, subject: ReviewSubject | null = null): Promise<PlayerItem> {
    if (!isSlideReview(type)) return playerItemOf(revision, await this.videoUploads(revision));
    const base = { itemId: revision.item_id, revisionId: revision.id, name: revision.name, description: revision.description };
    const pt = subject?.proficiency ?? null;
    const shown = slidesOfReview(type, revision, fixedSlidesOf(subject)).flatMap((id, i) => {
      const slide = slides.get(id);
      if (!slide) return [];
      return [pt ? ptPlayerSlideOf(slide, i) : playerSlideOf(slide)];
    });
    return { type: type as 'test', ...base, slides: shown };
  }

  /** The slides of a slide review (an attempt's own set when it fixed one), none for other types. */
  slidesOf(type: string, revision: RevisionRow, subject: ReviewSubject | null = null): Promise<Map<string, ReviewSlide>> {
    return isSlideReview(type) ? this.slides.load(slidesOfReview(type, revision, fixedSlidesOf(subject))) : Promise.resolve(new Map<string, ReviewSlide>());
  }

  /** The server's session of the learner's review (the 10-second poll). */
  async session(actor: Principal, target: ReviewTarget, reviewId: string): Promise<{ session: string | null; submitTime: number | null }> {
    const { state } = await this.es.aggregate(reviewStream(reviewId), reviewDecider).load();
    await this.reached(actor, state, target);
    return { session: state.session, submitTime: state.submitTime };
  }

  /**
   * The learner's review as it is stored, through one of its calls: 404 unless it is the caller's
   * and the call's item is in it. Answers the revision it is of and, for a slide call, the page.
   */
  async reached(actor: Principal, state: ReviewState, target: ReviewTarget): Promise<{ revision: RevisionRow; page: number }> {
    const s = state.subject;
    if (!s || s.userId !== actor.userId) return notFound();
    if (target.type !== 'slide') {
      if (s.itemId !== target.itemId || s.itemType !== target.type) notFound();
      return { revision: await this.revision(s.revisionId), page: -1 };
    }
    if (!isSlideReview(s.itemType)) return notFound();
    const revision = await this.revision(s.revisionId);
    const page = slidesOfReview(s.itemType, revision, fixedSlidesOf(s)).indexOf(target.itemId);
    return page === -1 ? notFound(SLIDE_REVIEW_MSG.slideNotInReview) : { revision, page };
  }

  /**
   * What a write of the learner's review is decided on (libs/domain/src/reviews/review-writes.ts), as
   * the review stands in `state`: reached through the call (404 unless it is the caller's and the
   * call's item is in it), the revision it is of, a slide call's slide and page, the learner's
   * pre-work, the revision's uploads that are videos, the clock; with the slides the answer shows.
   */
  async writeFacts(actor: Principal, target: ReviewTarget, state: ReviewState): Promise<LoadedReviewWrite> {
    const { revision, page } = await this.reached(actor, state, target);
    const slides = await this.slidesOf(state.subject!.itemType, revision, state.subject);
    const slide = target.type === 'slide' ? slides.get(target.itemId) : undefined;
    if (target.type === 'slide' && !slide) notFound(SLIDE_REVIEW_MSG.slideNotInReview);
    const [preWork, videoUploads] = await Promise.all([learnerPreWork(this.sql, actor.userId), this.videoUploads(revision)]);
    const now = this.es.now().getTime();
    return { facts: { state, revision, preWork, videoUploads, slide: slide ? { page, slide } : null, now }, revision, slides };
  }

  /**
   * Graded quizzes and slides reveal a page's solution once it is submitted (practice quizzes sent
   * theirs with the item); a known slide's answer is shown from the start.
   */
  recordOf(state: ReviewState, revision: RevisionRow, slides: Map<string, ReviewSlide>): ReviewRecord {
    const itemType = state.subject?.itemType ?? revision.type;
    if (isSlideReview(itemType)) {
      const pt = state.subject?.proficiency ?? null;
      const ids = slidesOfReview(itemType, revision, fixedSlidesOf(state.subject));
      const solution = (page: number) => {
        const slide = slides.get(ids[page] ?? '');
        return slide ? slideSolutionOf(slide) : null;
      };
      // A proficiency test's pages are all submitted at once: no solution goes out before.
      const record = reviewRecordOf(state, solution, itemType === 'known' ? solution : undefined);
      return pt ? { ...record, proficiency: ptClockOf(pt, this.es.now().getTime()) } : record;
    }
    const graded = revision.type === 'quiz' && revision.fields.graded !== false;
    return reviewRecordOf(state, (page) => (graded ? solutionOf(questionOf(revision.fields, page)) : null));
  }

  private require(actor: Principal, permission: 'ctAccess' | 'ctSubmit'): void {
    if (!hasPermission(ruleActor(actor), permission)) refuse('forbidden', MSG.forbidden);
  }

  async revision(id: string): Promise<RevisionRow> {
    return (await revisionById(this.sql, id)) ?? notFound(CONTENT_MSG.notFound);
  }

  private async videoUploads(revision: RevisionRow): Promise<Set<string>> {
    const ids = revision.type === 'presentation' ? uploadsOf(revision) : [];
    return ids.length === 0 ? new Set() : videoUploadIds(this.sql, ids);
  }
}
