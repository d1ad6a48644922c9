import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ProgressCourse, ProgressOverview, ProgressTest, UserDetail } from '@cytocampus/contracts';
import { CONTENT_MSG, DomainError, outcomeOfScore, reviewProgress, slideSolutionOf } from '@cytocampus/domain';
import { canClearProgress } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { SlidePlayers } from '../../shared/slide-players.js';
import { TestSummaries } from '../test-summary/test-summaries.js';
import { GetUser } from '../../../../messages/accounts.js';

/** Slide tests (and the cases they hold) count apart in the overview. */
const TEST_TYPES = new Set(['test']);

/**
 * The progress overview overlay's three tables for one learner (spec part 2 "Progress Overview
 * overlay"; docs/adr/0023): their courses, one course's items, one slide test's slides. For the
 * learner themselves and those who may read them (GetUser answers 404 to anyone else).
 */
@Injectable()
export class ProgressTables {
  constructor(
    private readonly catalogue: LearnerCatalogue,
    private readonly tests: TestSummaries,
    private readonly slides: SlidePlayers,
    private readonly queries: QueryBus,
  ) {}

  /** The learner, if the viewer may read them (404 otherwise). */
  learner(viewer: Principal, userId: string): Promise<UserDetail> {
    return this.queries.execute(new GetUser(ruleActor(viewer), userId));
  }

  /** Each course assigned or begun with its items counted complete (progress 1), incomplete (begun) and pending (not begun). */
  async overview(viewer: Principal, userId: string): Promise<ProgressOverview> {
    const user = await this.learner(viewer, userId);
    const standings = await this.catalogue.standings(userId);
    return {
      user: { firstName: user.firstName, lastName: user.lastName, email: user.email, profession: user.bio.profession ?? '', authUserId: user.id },
      modules: standings.map(({ header, items }) => ({
        id: header.moduleId,
        name: header.name,
        items: items.length,
        totalComplete: items.filter((i) => i.progress !== null && i.progress >= 1).length,
        totalIncomplete: items.filter((i) => i.progress !== null && i.progress < 1).length,
        totalPending: items.filter((i) => i.progress === null).length,
        totalTestsOrCases: items.filter((i) => TEST_TYPES.has(i.type)).length,
        preWork: header.preWork,
        progress: header.progress,
        firstStart: header.firstStart,
        result: header.result,
        passingScore: header.passingScore,
      })),
      abilities: { canClearProgress: canClearProgress(ruleActor(viewer)) },
    };
  }

  /** One of the learner's courses, item by item: complete (progress 1) or pending. */
  async course(viewer: Principal, userId: string, moduleId: string): Promise<ProgressCourse> {
    await this.learner(viewer, userId);
    const course = await this.catalogue.course(userId, moduleId);
    if (!course) throw new DomainError('not_found', CONTENT_MSG.notFound);
    return {
      userId,
      moduleId,
      name: course.header.name,
      items: course.items.map((item) => ({
        type: item.type,
        itemId: item.itemId,
        name: item.name,
        graded: item.graded,
        status: (item.stats?.progress ?? 0) >= 1 ? 'complete' : 'pending',
        progress: item.stats?.progress ?? null,
        result: item.stats?.result ?? null,
        startTime: item.stats?.startTime ?? null,
        submittedOn: item.stats?.submittedOn ?? null,
        recordId: course.records.get(item.itemId) ?? null,
      })),
    };
  }

  /**
   * One slide test of the learner's, from their review's own stream (as their test summary reads
   * it): each slide's reference diagnosis and the learner's, both only once the slide is submitted.
   */
  async test(viewer: Principal, userId: string, moduleId: string, testId: string): Promise<ProgressTest> {
    await this.learner(viewer, userId);
    const { revision, state, slideIds } = await this.tests.testOf(userId, testId, moduleId);
    const slides = await this.slides.load(slideIds);
    const results = this.tests.results(state, slideIds);
    return {
      userId,
      moduleId,
      testId,
      name: revision.name,
      progress: state.subject ? reviewProgress(state) : 0,
      result: state.submitTime !== null && state.subject?.graded ? state.score : null,
      recordId: state.subject?.reviewId ?? null,
      slides: slideIds.flatMap((slideId, i) => {
        const slide = slides.get(slideId);
        if (!slide) return [];
        const page = state.pages[i];
        const submitted = page?.submitTime != null;
        return [
          {
            slideId,
            name: slide.name,
            diagnosis: submitted ? slideSolutionOf(slide).result : null,
            interpretation: submitted ? (results[i]?.data.result ?? null) : null,
            outcome: outcomeOfScore(page?.score ?? null, submitted),
          },
        ];
      }),
    };
  }
}
