import { Inject, Injectable } from '@nestjs/common';
import { DIRECTORY_MSG, reasonsOf, type PracticeRecommendation, type PracticeSlide } from '@cytocampus/contracts';
import { DomainError, type PracticeCandidate, recommendPractice } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { type Actor, mayListUsersOf } from '@cytocampus/permissions';
import { userOrganization } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { PracticeAttempts } from '../../../learning/index.js';
import { PracticeLibrary } from './practice-library.js';

/** The learner a practice request is about: the learner themselves, or whoever may list their organization's users; 404 for anyone else (ids cannot be probed). */
export async function practiceLearner(sql: SqlClient, viewer: Actor, userId: string): Promise<{ orgId: string | null }> {
  const learner = await userOrganization(sql, userId);
  if (!learner || (viewer.id !== userId && !mayListUsersOf(viewer, learner.org_id))) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
  return { orgId: learner.org_id };
}

/** A slide as its learner sees it before reviewing it: its name only. */
const blind = (slide: PracticeSlide): PracticeSlide => ({ ...slide, category: null, result: null, reason: null });

/**
 * What to practise next (issue 31; docs/adr/0036 "Practice sets"): the recommender over the
 * learner's classified pages and the library slides they have not reviewed, seeded by their id, and
 * their newest assigned set.
 */
@Injectable()
export class PracticeReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly library: PracticeLibrary,
    private readonly attempts: PracticeAttempts,
  ) {}

  /** The learner's own view is blind (`PracticeSlide`) and says where to take the set; a manager's shows every slide's reason. */
  async read(viewer: Actor, userId: string): Promise<PracticeRecommendation> {
    const { orgId } = await practiceLearner(this.sql, viewer, userId);
    const own = viewer.id === userId;
    const [{ slides }, assigned, taking] = await Promise.all([
      this.recommend(userId, orgId),
      this.library.latestSet(viewer, userId),
      own ? this.attempts.taking(userId) : null,
    ]);
    const shown = (list: PracticeSlide[]): PracticeSlide[] => (own ? list.map(blind) : list);
    return {
      userId,
      slides: shown(slides),
      why: reasonsOf(slides),
      assigned: assigned && { ...assigned, slides: shown(assigned.slides) },
      taking,
      canAssign: true,
    };
  }

  /** The recommendation, and the candidates it was drawn from (what an assignment may hold). */
  async recommend(userId: string, orgId: string | null): Promise<{ slides: ReturnType<typeof recommendPractice>; candidates: PracticeCandidate[] }> {
    const [facts, candidates] = await Promise.all([this.library.facts(userId), this.library.candidates(userId, orgId)]);
    return { slides: recommendPractice(facts, candidates, userId), candidates };
  }
}
