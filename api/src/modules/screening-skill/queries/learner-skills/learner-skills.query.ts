import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, SKILL_RECENT_SLIDES, type LearnerSkills } from '@cytocampus/contracts';
import { calibrate, DomainError, monthlyTrend } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { type Actor, mayListUsersOf } from '@cytocampus/permissions';
import { namedUsers } from '@cytocampus/projections';
import type { SkillPeriodQueryValues } from '@cytocampus/schema';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK, SQL } from '../../../../infra/tokens.js';
import { outliersOf } from '../../shared/skill-figures.js';
import { skillPeriod } from '../../shared/skill-period.js';
import { nameFor } from '../../shared/skill-rows.js';
import { SkillSlides } from '../../shared/skill-slides.reader.js';
import { SkillOutlierSettingsReader } from '../../outliers/outlier-settings.js';

/** A learner's Skills page over whole months (default: the last 12). */
export class GetLearnerSkills extends Query<LearnerSkills> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
    readonly months: SkillPeriodQueryValues,
  ) {
    super();
  }
}

/**
 * A learner's Skills page (issue 31, docs/adr/0036): their calibration over the period, its trend,
 * the latest slides with why each ended as it did, and the rates in which they stand out from their
 * organization. The learner reads their own; whoever may list the organization's users reads theirs;
 * anyone else gets 404, as for an unknown id.
 */
@QueryHandler(GetLearnerSkills)
export class GetLearnerSkillsHandler implements IQueryHandler<GetLearnerSkills, LearnerSkills> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly slides: SkillSlides,
    private readonly settings: SkillOutlierSettingsReader,
  ) {}

  async execute({ viewer, userId, months }: GetLearnerSkills): Promise<LearnerSkills> {
    const period = skillPeriod(months, this.clock.now());
    const [learner] = await namedUsers(this.sql, [userId]);
    if (!learner || (viewer.id !== userId && !mayListUsersOf(viewer, learner.org_id))) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
    const [mine, organization, settings] = await Promise.all([
      this.slides.ofLearner(userId, period),
      learner.org_id ? this.slides.organizationRates(learner.org_id, period) : Promise.resolve(null),
      this.settings.of(learner.org_id),
    ]);
    const calibration = calibrate(mine);
    const recent = mine.slice(-SKILL_RECENT_SLIDES).reverse();
    const names = await this.slides.slideNames(recent.map((s) => s.slideId));
    const { firstName, lastName } = nameFor(viewer, learner);
    return {
      userId,
      name: `${firstName} ${lastName}`.trim(),
      from: period.from,
      to: period.to,
      calibration,
      organization,
      outliers: outliersOf(calibration, organization, settings),
      trend: monthlyTrend(mine),
      recent: recent.map(({ userId: _user, ...slide }) => ({ ...slide, slideName: names.get(slide.slideId) ?? '' })),
    };
  }
}
