import { Injectable } from '@nestjs/common';
import { isPracticeSetTest, proficiencyOf, REVIEW_MSG, type TestLastComplete, type TestSlideResult, type TestSlides } from '@cytocampus/contracts';
import {
  CONTENT_MSG,
  DomainError,
  firstIncompletePage,
  initialReviewState,
  reviewAttemptsDecider,
  reviewAttemptsStream,
  reviewDecider,
  reviewProgress,
  type ReviewState,
  reviewStream,
  slideSolutionOf,
} from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { testSlideIds, type RevisionRow } from '../../shared/course-rows.js';
import { LearnerCatalogue, type FoundCourse } from '../../shared/learner-catalogue.js';
import { reviewIdOf } from '../../shared/review-records.js';
import { Reviews } from '../../shared/reviews.service.js';
import { PracticeAttempts } from '../../shared/practice-attempts.js';
import { ProficiencyAttempts } from '../../shared/proficiency-attempts.js';
import { playerSlideOf, ptPlayerSlideOf, SlidePlayers } from '../../shared/slide-players.js';

export interface LearnerTest {
  course: FoundCourse;
  revision: RevisionRow;
  state: ReviewState;
  slideIds: string[];
}

const notFound = (message: string): never => {
  throw new DomainError('not_found', message);
};

/**
 * A learner's slide test within one of their courses (spec part 2 "Slide test detail and test
 * summary", part 3 section 7): read from the review's own stream, so the summary shows exactly
 * what the review holds. Solutions go out only for slides the learner has submitted.
 */
@Injectable()
export class TestSummaries {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    private readonly reviews: Reviews,
    private readonly slides: SlidePlayers,
    private readonly es: EventSourcing,
    private readonly pt: ProficiencyAttempts,
    private readonly practice: PracticeAttempts,
  ) {}

  async slidesOf(actor: Principal, testId: string, moduleId: string, only: readonly string[] | null, withTest: boolean): Promise<TestSlides> {
    const { course, revision, state, slideIds } = await this.learnerTest(actor, testId, moduleId);
    const slides = await this.slides.load(slideIds);
    const rules = await this.pt.rules(actor.userId, course, revision);
    const pt = state.subject?.proficiency ?? null;
    const submitted = new Set(slideIds.filter((_, i) => state.pages[i]?.submitTime != null));
    const shown = slideIds.filter((id) => slides.has(id) && (only === null || only.includes(id)));
    return {
      test: withTest
        ? {
            itemId: revision.item_id,
            revisionId: revision.id,
            name: revision.name,
            description: revision.description,
            evalForm: typeof revision.fields.evalForm === 'string' && revision.fields.evalForm !== '' ? revision.fields.evalForm : null,
            ...(rules ? { proficiency: rules } : {}),
            ...(isPracticeSetTest(revision.fields) ? { practiceSet: true as const } : {}),
          }
        : null,
      // A proficiency attempt's slides are shown as its player shows them until it is submitted.
      slides: shown.map((id) => (pt && state.submitTime === null ? ptPlayerSlideOf(slides.get(id)!, slideIds.indexOf(id)) : playerSlideOf(slides.get(id)!))),
      solutions: Object.fromEntries(shown.filter((id) => submitted.has(id)).map((id) => [id, slideSolutionOf(slides.get(id)!)])),
      records: state.subject
        ? {
            reviewId: state.subject.reviewId,
            progress: reviewProgress(state),
            result: state.submitTime !== null && state.subject.graded ? state.score : null,
            startTime: state.startTime,
            submitTime: state.submitTime,
            slides: this.results(state, slideIds),
          }
        : null,
    };
  }

  async slideResults(actor: Principal, testId: string, moduleId: string): Promise<TestSlideResult[]> {
    const { state, slideIds } = await this.learnerTest(actor, testId, moduleId);
    return this.results(state, slideIds);
  }

  /** The last slide done in order, and the one to resume at. */
  async lastComplete(actor: Principal, testId: string, moduleId: string): Promise<TestLastComplete> {
    const { state, slideIds } = await this.learnerTest(actor, testId, moduleId);
    const open = state.subject ? firstIncompletePage(state) : 0;
    const next = open === -1 ? null : (slideIds[open] ?? null);
    return { lastComplete: open === -1 ? slideIds.length - 1 : open - 1, next };
  }

  /** Each slide's progress, score and the learner's captured result. */
  results(state: ReviewState, slideIds: readonly string[]): TestSlideResult[] {
    return slideIds.map((itemId, i) => {
      const page = state.pages[i];
      const done = page?.submitTime != null;
      const answer = page?.data.result;
      return {
        itemId,
        progress: done ? 1 : 0,
        result: done ? (page.score ?? null) : null,
        data: { startTime: page?.startTime ?? null, result: typeof answer === 'string' ? answer : null },
      };
    });
  }

  /** The test in the learner's course, with their current attempt's review of it (the revision it began on) or the current revision; the feedback calls use it too. */
  async learnerTest(actor: Principal, testId: string, moduleId: string): Promise<LearnerTest> {
    return this.testOf(actor.userId, testId, moduleId);
  }

  /** The same for a learner named by id (the progress overview shows a learner's test to those who may read them). */
  async testOf(userId: string, testId: string, moduleId: string): Promise<LearnerTest> {
    const course = (await this.catalogue.course(userId, moduleId)) ?? notFound(CONTENT_MSG.notFound);
    if (!course.items.some((i) => i.type === 'test' && i.itemId === testId)) notFound(REVIEW_MSG.itemNotInCourse);
    const current = course.revisions.get(`test/${testId}`)!;
    if (isPracticeSetTest(current.fields)) return this.practiceSetOf(userId, course, testId, current);
    // A test is graded: its current attempt is the course's (a retake of the course begins the next; issue 30).
    const { state } = await this.es.aggregate(reviewStream(reviewIdOf(userId, moduleId, testId, course.header.attempt)), reviewDecider).load();
    const revision = state.subject ? await this.reviews.revision(state.subject.revisionId) : current;
    // A proficiency test's slides are its attempt's: none are shown before the start.
    const pt = state.subject?.proficiency;
    const slideIds = pt ? pt.slides : proficiencyOf(revision.fields) ? [] : testSlideIds(revision.fields);
    return { course, revision, state, slideIds };
  }

  /**
   * The practice set test: the current attempt while it holds the learner's newest set, else the
   * attempt the next checkout begins (no review yet) with the newest set's slides; none without a set.
   */
  private async practiceSetOf(userId: string, course: FoundCourse, testId: string, current: RevisionRow): Promise<LearnerTest> {
    const moduleId = course.header.moduleId;
    const [{ state: attempts }, newest] = await Promise.all([
      this.es.aggregate(reviewAttemptsStream(reviewIdOf(userId, moduleId, testId)), reviewAttemptsDecider).load(),
      this.practice.newest(userId),
    ]);
    const { state } = await this.es.aggregate(reviewStream(reviewIdOf(userId, moduleId, testId, attempts.attempt)), reviewDecider).load();
    const begun = state.subject?.practice;
    if (begun && begun.setId === newest?.setId)
      return { course, revision: await this.reviews.revision(state.subject!.revisionId), state, slideIds: begun.slides };
    return { course, revision: current, state: initialReviewState(), slideIds: newest?.slides ?? [] };
  }
}
