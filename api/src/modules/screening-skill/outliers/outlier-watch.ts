import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@cytocampus/contracts';
import { calibrate, skillOutlierDecider, skillOutliersStream, standingOut } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { learnerVersions } from '@cytocampus/projections';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Clock } from '../../../infra/clock.js';
import { errorMessage } from '../../../infra/leader-loop.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import { CLOCK, LOGGER, SQL } from '../../../infra/tokens.js';
import { skillPeriod } from '../shared/skill-period.js';
import { SkillSlides } from '../shared/skill-slides.reader.js';
import { SkillOutlierSettingsReader } from './outlier-settings.js';
import { mayListUsersOf } from '@cytocampus/permissions';

/** Advisory lock of the active watch ("ccsout" in ASCII): one across API processes. */
const OUTLIER_WATCH_LOCK = { key: 0x6363_736f_7574, name: 'skill outlier watch' };
/** Learners assessed per pass (the others in the next passes, at once). */
const BATCH = 200;
/** Rest between passes that found no learner whose skill moved. */
const REST_MS = 1000;

interface ManagerRow {
  id: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/**
 * Whether a learner now stands out from their organization (issue 31 "Live", docs/adr/0036): in
 * whichever API process holds the lock, it reads each learner's version of the screeningSkill read
 * model (`skill_learners`, moved by every classified page of theirs) and assesses those whose
 * version moved since it last looked: their calibration over the default period against their
 * organization's rates (skill_org_months) by the organization's thresholds. The learner's
 * `skill-outliers-…` stream decides what is new (SkillOutlierFlagged, to the organization's
 * managers at the time; SkillOutlierDropped), so a second pass or process records nothing twice.
 * The versions seen are held in memory: a process that takes the lead assesses every learner once.
 */
@Injectable()
export class SkillOutlierWatch extends LeaderService {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly es: EventSourcing,
    private readonly slides: SkillSlides,
    private readonly settings: SkillOutlierSettingsReader,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: OUTLIER_WATCH_LOCK, restMs: REST_MS });
  }

  /** A process that takes the lead assesses every learner once: what another leader saw is not known here. */
  protected override onLead(): Promise<void> {
    return Promise.resolve(this.seen.clear());
  }

  protected override async pass(): Promise<boolean> {
    const moved = (await learnerVersions(this.sql)).filter((r) => this.seen.get(r.user_id) !== r.version).slice(0, BATCH);
    for (const row of moved) {
      if (this.stopped) break;
      try {
        await this.assess(row.user_id);
        this.seen.set(row.user_id, row.version);
      } catch (error) {
        // Left unseen: the next pass tries again.
        this.logger.error({ userId: row.user_id, error: errorMessage(error) }, 'skill outlier assessment failed; trying again');
      }
    }
    return moved.length === BATCH;
  }

  /** Assesses one learner now (the passes; tests assess twice at once, as two processes might). */
  async assess(userId: string): Promise<void> {
    const { rows } = await this.sql.query<{ org_id: string | null }>('select org_id from users where id = $1', [userId]);
    const orgId = rows[0]?.org_id ?? null;
    if (orgId === null) return;
    const now = this.clock.now();
    const period = skillPeriod({}, now);
    const [mine, organization, settings] = await Promise.all([
      this.slides.ofLearner(userId, period),
      this.slides.organizationRates(orgId, period),
      this.settings.of(orgId),
    ]);
    const c = calibrate(mine);
    const learner = { slides: c.slides, falseNegativeRate: c.falseNegativeRate, downgradeRate: c.downgradeRate, overcallRate: c.overcallRate };
    const standing = standingOut(learner, organization, settings);
    await this.es.aggregate(skillOutliersStream(userId), skillOutlierDecider).execute(async (state) => {
      // The recipients are looked up only when something is to be flagged.
      const crossing = standing.some((rate) => !state.flagged.includes(rate));
      const recipients = crossing ? await this.managersOf(orgId) : [];
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
          at: now.getTime(),
        },
      ];
    }, systemContext());
  }

  /** The organization's managers now: active managers who may list its users. */
  private async managersOf(orgId: string): Promise<string[]> {
    const { rows } = await this.sql.query<ManagerRow>(
      `select id, role, org_id, permissions from users where org_id = $1 and role = 'manager' and not disabled order by id`,
      [orgId],
    );
    return rows.filter((r) => mayListUsersOf({ id: r.id, role: r.role, orgId: r.org_id, permissions: r.permissions }, orgId)).map((r) => r.id);
  }
}
