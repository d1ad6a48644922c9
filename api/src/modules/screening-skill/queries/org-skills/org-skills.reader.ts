import { Inject, Injectable } from '@nestjs/common';
import { DIRECTORY_MSG, type OrganizationSkills, type OrgSkillRow } from '@cytocampus/contracts';
import { calibrate, monthlyTrend } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import { ApiException } from '../../../../http/api-exception.js';
import { SQL } from '../../../../infra/tokens.js';
import { mayListOrg } from '../../../proficiency/shared/pt-access.js';
import { outliersOf } from '../../shared/skill-figures.js';
import type { SkillPeriod } from '../../shared/skill-period.js';
import { nameFor, PERSON_COLUMNS, type PersonRow } from '../../shared/skill-rows.js';
import { SkillSlides, type ClassifiedSlide } from '../../shared/skill-slides.reader.js';
import { SkillOutlierSettingsReader } from '../../outliers/outlier-settings.js';

/**
 * The organization's screening skill (issue 31, docs/adr/0036): its calibration and trend over the
 * period, and each learner's figures with the rates in which they stand out (by the organization's
 * thresholds, SkillOutlierSettingsReader). Slides count for the organization the learner
 * belonged to at checkout. For whoever may list its users.
 */
@Injectable()
export class OrgSkillsReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly slides: SkillSlides,
    private readonly settings: SkillOutlierSettingsReader,
  ) {}

  async read(viewer: Actor, orgId: string, period: SkillPeriod): Promise<OrganizationSkills> {
    mayListOrg(viewer, orgId);
    const [org, all, settings] = await Promise.all([
      this.sql.query<{ name: string }>('select name from organizations where id = $1', [orgId]),
      this.slides.ofOrganization(orgId, period),
      this.settings.of(orgId),
    ]);
    const orgName = org.rows[0]?.name;
    if (orgName === undefined) throw new ApiException(404, DIRECTORY_MSG.organizationNotFound);
    const organization = calibrate(all);
    const byLearner = new Map<string, ClassifiedSlide[]>();
    for (const slide of all) {
      const list = byLearner.get(slide.userId);
      if (list) list.push(slide);
      else byLearner.set(slide.userId, [slide]);
    }
    const people = await this.sql.query<PersonRow>(`select ${PERSON_COLUMNS} from users where id = any($1)`, [[...byLearner.keys()]]);
    const learners = people.rows.map((person): OrgSkillRow => {
      const c = calibrate(byLearner.get(person.id) ?? []);
      return {
        userId: person.id,
        ...nameFor(viewer, person),
        slides: c.slides,
        kappa: c.kappa,
        falseNegativeRate: c.falseNegativeRate,
        downgradeRate: c.downgradeRate,
        overcallRate: c.overcallRate,
        locator: c.outcomes.locator,
        interpretation: c.outcomes.interpretation,
        overcall: c.outcomes.overcall,
        medianTimeMs: c.medianTimeMs,
        medianPaceMm2PerMinute: c.medianPaceMm2PerMinute,
        outliers: outliersOf(c, organization, settings),
      };
    });
    learners.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId.localeCompare(b.userId));
    return {
      orgId,
      orgName,
      from: period.from,
      to: period.to,
      factor: settings.factor,
      minSlides: settings.minSlides,
      organization,
      trend: monthlyTrend(all),
      learners,
    };
  }
}
