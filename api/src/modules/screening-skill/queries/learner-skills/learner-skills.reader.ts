import { Inject, Injectable } from '@nestjs/common';
import { DIRECTORY_MSG, SKILL_RECENT_SLIDES, type LearnerSkills, type Preferences } from '@cytocampus/contracts';
import { calibrate, monthlyTrend } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { userView, type Actor } from '@cytocampus/permissions';
import { ApiException } from '../../../../http/api-exception.js';
import { SQL } from '../../../../infra/tokens.js';
import { mayManage } from '../../../proficiency/shared/pt-access.js';
import { outliersOf, ratesOf } from '../../shared/skill-figures.js';
import type { SkillPeriod } from '../../shared/skill-period.js';
import { SkillSlides } from '../../shared/skill-slides.reader.js';

interface LearnerRow {
  id: string;
  role: string;
  org_id: string | null;
  first_name: string;
  last_name: string;
  alias: string;
  preferences: Record<string, unknown>;
}

/**
 * A learner's Skills page (issue 31, docs/adr/0036): their calibration over the period, its trend,
 * the latest slides with why each ended as it did, and the rates in which they stand out from their
 * organization. The learner reads their own; whoever may list the organization's users reads theirs;
 * anyone else gets 404, as for an unknown id.
 */
@Injectable()
export class LearnerSkillsReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly slides: SkillSlides,
  ) {}

  async read(viewer: Actor, userId: string, period: SkillPeriod): Promise<LearnerSkills> {
    const { rows } = await this.sql.query<LearnerRow>(
      `select id, role, org_id, first_name, last_name, coalesce(bio->>'alias', '') as alias, preferences from users where id = $1`,
      [userId],
    );
    const learner = rows[0];
    if (!learner || (viewer.id !== userId && !mayManage(viewer, learner.org_id))) throw new ApiException(404, DIRECTORY_MSG.userNotFound);
    const [mine, theirs] = await Promise.all([
      this.slides.ofLearner(userId, period),
      learner.org_id ? this.slides.ofOrganization(learner.org_id, period) : Promise.resolve(null),
    ]);
    const calibration = calibrate(mine);
    const organization = theirs ? ratesOf(calibrate(theirs)) : null;
    const recent = mine.slice(-SKILL_RECENT_SLIDES).reverse();
    const names = await this.slides.slideNames(recent.map((s) => s.slideId));
    const seen = userView(viewer, { id: learner.id, role: learner.role, orgId: learner.org_id, preferences: learner.preferences as unknown as Preferences });
    return {
      userId,
      name: seen.name ? `${learner.first_name} ${learner.last_name}`.trim() : learner.alias,
      from: period.from,
      to: period.to,
      calibration,
      organization,
      outliers: outliersOf(calibration, organization),
      trend: monthlyTrend(mine),
      recent: recent.map(({ userId: _user, ...slide }) => ({ ...slide, slideName: names.get(slide.slideId) ?? '' })),
    };
  }
}
