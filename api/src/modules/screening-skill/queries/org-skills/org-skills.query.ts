import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG, type OrganizationSkills, type SkillOutlierSettings, type SkillSort } from '@cytocampus/contracts';
import { cohensKappa, DomainError, skillRates, type SkillTally } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { mayListUsersOf, type Actor } from '@cytocampus/permissions';
import { namedUsers, organizationName } from '@cytocampus/projections';
import type { SkillPeriodQueryValues } from '@cytocampus/schema';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK, SQL } from '../../../../infra/tokens.js';
import { outliersOf } from '../../shared/skill-figures.js';
import { skillPeriod } from '../../shared/skill-period.js';
import { nameFor } from '../../shared/skill-rows.js';
import { SkillOutlierSettingsReader } from '../../outliers/outlier-settings.js';
import { RankedLearners } from './ranked-learners.js';
import { SkillTallies } from '../../shared/skill-tallies.reader.js';

/** Which learners, in which order: a page, or every one (the export). */
export interface LearnerWindow {
  sort: SkillSort;
  order: 'asc' | 'desc';
  page: number;
  /** Null: every learner. */
  limit: number | null;
}

/** The organization's screening skills over whole months (default: the last 12), with a window of its learners. */
export class GetOrgSkills extends Query<OrganizationSkills> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
    readonly months: SkillPeriodQueryValues,
    readonly window: LearnerWindow,
  ) {
    super();
  }
}

/** A learner's figures from their tally (the medians are read for the shown page only). */
function figuresOf(userId: string, tally: SkillTally, organization: OrganizationSkills['organization'], settings: SkillOutlierSettings) {
  const rates = skillRates(tally.matrix);
  return {
    userId,
    slides: tally.slides,
    kappa: cohensKappa(tally.matrix),
    ...rates,
    locator: tally.outcomes.locator,
    interpretation: tally.outcomes.interpretation,
    overcall: tally.outcomes.overcall,
    outliers: outliersOf({ slides: tally.slides, ...rates }, organization, settings),
  };
}

/**
 * The organization's screening skill (issue 31, docs/adr/0036): its calibration and trend over the
 * period, and a page of its learners in the order asked for, with the rates in which they stand out
 * (by the organization's thresholds, SkillOutlierSettingsReader).
 * Slides count for the organization the learner belonged to at checkout. Everything is read from
 * the read model's tallies (a row per learner and month), so the answer's cost follows the
 * learners, not their slides; the ranked learners are kept until the organization's tallies
 * change (RankedLearners). For whoever may list its users.
 */
@QueryHandler(GetOrgSkills)
export class GetOrgSkillsHandler implements IQueryHandler<GetOrgSkills, OrganizationSkills> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tallies: SkillTallies,
    private readonly ranked: RankedLearners,
    private readonly settings: SkillOutlierSettingsReader,
  ) {}

  async execute({ viewer, orgId, months, window }: GetOrgSkills): Promise<OrganizationSkills> {
    // Before the organization is looked up: another organization's id cannot be probed.
    if (!mayListUsersOf(viewer, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    const period = skillPeriod(months, this.clock.now());
    const [orgName, summary, settings] = await Promise.all([
      organizationName(this.sql, orgId),
      this.tallies.ofOrganization(orgId, period),
      this.settings.of(orgId),
    ]);
    if (orgName === null) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
    const { organization, trend, stamp } = summary;
    // The outliers follow the organization's thresholds: a change of them is a new reading too.
    const key = [orgId, period.from, period.to, viewer.id, viewer.role, settings.factor, settings.minSlides].join(' ');
    const ranked = await this.ranked.ordered(key, stamp, window.sort, window.order, async () => {
      const learners = await this.tallies.learners(orgId, period);
      const people = await namedUsers(this.sql, [...learners.keys()]);
      return people.map((person) => ({ ...figuresOf(person.id, learners.get(person.id)!, organization, settings), ...nameFor(viewer, person) }));
    });
    const limit = window.limit ?? Math.max(ranked.length, 1);
    const shown = ranked.slice((window.page - 1) * limit, window.page * limit);
    const ids = shown.map((row) => row.userId);
    // The shown names are read now: a kept ranking is only as old as the organization's last slide.
    const [medians, people] = await Promise.all([this.tallies.medians(orgId, ids, period), namedUsers(this.sql, ids)]);
    const names = new Map(people.map((person) => [person.id, nameFor(viewer, person)]));
    return {
      orgId,
      orgName,
      from: period.from,
      to: period.to,
      factor: settings.factor,
      minSlides: settings.minSlides,
      organization,
      trend,
      learners: shown.map((row) => ({
        ...row,
        ...names.get(row.userId),
        medianTimeMs: medians.get(row.userId)?.time ?? null,
        medianPaceMm2PerMinute: medians.get(row.userId)?.pace ?? null,
      })),
      total: ranked.length,
      page: window.page,
      limit,
      canNext: window.page * limit < ranked.length,
      sort: window.sort,
      order: window.order,
    };
  }
}
