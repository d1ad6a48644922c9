import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_SKILL_OUTLIER_SETTINGS, type SkillOutlierFigures, type SkillRate } from '@cytocampus/contracts';
import { skillOutlierDecider, skillOutliersStream, skillRates, standingOut, type SkillTally } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { activeManagersOf, activeMemberIds, everyOutlierSettings, organizationStamps, outlierStandings } from '@cytocampus/projections';
import { mayListUsersOf } from '@cytocampus/permissions';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Clock } from '../../../infra/clock.js';
import { errorMessage } from '../../../infra/leader-loop.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import { CLOCK, LOGGER, SQL } from '../../../infra/tokens.js';
import { skillPeriod, type SkillPeriod } from '../shared/skill-period.js';
import { SkillSlides } from '../shared/skill-slides.reader.js';
import { SkillTallies } from '../shared/skill-tallies.reader.js';
import { SkillOutlierSettingsReader } from './outlier-settings.js';

/** Advisory lock of the active watch ("ccsout" in ASCII): one across API processes. */
const OUTLIER_WATCH_LOCK = { key: 0x6363_736f_7574, name: 'skill outlier watch' };
/** Organizations assessed per pass (the others in the next passes, at once). */
const BATCH = 20;
/** Rest between passes that found no organization whose reading moved. */
const REST_MS = 1000;

const sameRates = (a: readonly SkillRate[], b: readonly SkillRate[]): boolean => a.length === b.length && a.every((rate) => b.includes(rate));

const figuresOf = (tally: SkillTally | undefined): SkillOutlierFigures =>
  tally ? { slides: tally.slides, ...skillRates(tally.matrix) } : { slides: 0, falseNegativeRate: null, downgradeRate: null, overcallRate: null };

/**
 * Whether a learner now stands out from their organization (issue 31 "Live", docs/adr/0036): in
 * whichever API process holds the lock, it reads each organization's stamp (skill_org_stamps, new
 * with every change of its tallies) and thresholds, and assesses again each organization whose
 * reading (stamp, default period, thresholds) moved since it last looked. An assessment reads the
 * organization's learners' tallies and its rates at once, as the organization view does, so a
 * learner who comes to stand out because the organization's rates moved is found as well as one
 * whose own slides did; each learner's rates are set against those recorded (skill_outlier_standing,
 * or what this process recorded since) and only a learner whose standing differs is decided: their
 * `skill-outliers-…` stream records what is new (SkillOutlierFlagged, to the organization's managers
 * at the time; SkillOutlierDropped), so a second pass or process records nothing twice. A learner
 * no longer in the organization stands out in nothing there. A process that takes the lead
 * assesses every organization once.
 */
@Injectable()
export class SkillOutlierWatch extends LeaderService {
  /** Per organization, the reading last assessed. */
  private readonly assessed = new Map<string, string>();
  /** Per learner, the rates this process last recorded them standing out in (ahead of the read model). */
  private readonly recorded = new Map<string, SkillRate[]>();

  constructor(
    private readonly es: EventSourcing,
    private readonly slides: SkillSlides,
    private readonly tallies: SkillTallies,
    private readonly settings: SkillOutlierSettingsReader,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: OUTLIER_WATCH_LOCK, restMs: REST_MS });
  }

  /** What another leader assessed or recorded is not known here. */
  protected override onLead(): Promise<void> {
    this.assessed.clear();
    this.recorded.clear();
    return Promise.resolve();
  }

  protected override async pass(): Promise<boolean> {
    const period = skillPeriod({}, this.clock.now());
    const [stamps, settings] = await Promise.all([organizationStamps(this.sql), everyOutlierSettings(this.sql)]);
    const due = stamps
      .map(({ org_id, stamp }) => {
        const { factor, min_slides } = settings.get(org_id) ?? {
          factor: DEFAULT_SKILL_OUTLIER_SETTINGS.factor,
          min_slides: DEFAULT_SKILL_OUTLIER_SETTINGS.minSlides,
        };
        return { orgId: org_id, reading: [stamp, period.from, period.to, factor, min_slides].join(' ') };
      })
      .filter(({ orgId, reading }) => this.assessed.get(orgId) !== reading)
      .slice(0, BATCH);
    for (const { orgId, reading } of due) {
      if (this.stopped) break;
      try {
        await this.assessOrganization(orgId, period);
        this.assessed.set(orgId, reading);
      } catch (error) {
        // Left unassessed: the next pass tries again.
        this.logger.error({ orgId, error: errorMessage(error) }, 'skill outlier assessment failed; trying again');
      }
    }
    return due.length === BATCH;
  }

  /** Assesses every learner of the organization now (the passes; tests assess twice at once, as two processes might). */
  async assessOrganization(orgId: string, period: SkillPeriod = skillPeriod({}, this.clock.now())): Promise<void> {
    const [learners, organization, settings, members, standings] = await Promise.all([
      this.tallies.learners(orgId, period),
      this.slides.organizationRates(orgId, period),
      this.settings.of(orgId),
      this.membersOf(orgId),
      outlierStandings(this.sql, orgId),
    ]);
    let managers: Promise<string[]> | null = null;
    for (const userId of new Set([...learners.keys(), ...standings.keys()])) {
      if (this.stopped) return;
      const learner = figuresOf(learners.get(userId));
      const standing = members.has(userId) ? standingOut(learner, organization, settings) : [];
      if (sameRates(standing, this.recorded.get(userId) ?? standings.get(userId) ?? [])) continue;
      await this.es.aggregate(skillOutliersStream(userId), skillOutlierDecider).execute(async (state) => {
        // The recipients are looked up only when something is to be flagged, once per assessment.
        const crossing = standing.some((rate) => !state.flagged.includes(rate));
        const recipients = crossing ? await (managers ??= this.managersOf(orgId)) : [];
        return [
          {
            type: 'AssessSkillOutlier',
            standing,
            flagId: randomUUID(),
            userId,
            orgId,
            learner,
            organization,
            factor: settings.factor,
            minSlides: settings.minSlides,
            from: period.from,
            to: period.to,
            recipients,
            at: this.clock.now().getTime(),
          },
        ];
      }, systemContext());
      this.recorded.set(userId, standing);
    }
  }

  /** The organization's members now (a learner who left it is not assessed there). */
  private async membersOf(orgId: string): Promise<Set<string>> {
    return new Set(await activeMemberIds(this.sql, orgId));
  }

  /** The organization's managers now: active managers who may list its users. */
  private async managersOf(orgId: string): Promise<string[]> {
    const rows = await activeManagersOf(this.sql, orgId);
    return rows.filter((r) => mayListUsersOf({ id: r.id, role: r.role, orgId: r.org_id, permissions: r.permissions }, orgId)).map((r) => r.id);
  }
}
