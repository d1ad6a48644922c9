import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DEFAULT_SKILL_OUTLIER_SETTINGS, DIRECTORY_MSG, MSG, type SkillOutlierSettings } from '@cytocampus/contracts';
import { DomainError, organizationDecider, organizationStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { mayListUsersOf, type Actor } from '@cytocampus/permissions';
import { organizationExists, outlierSettings } from '@cytocampus/projections';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';

/** An organization's outlier thresholds (docs/adr/0036), from the skillOutliers read model; the defaults until first set. */
@Injectable()
export class SkillOutlierSettingsReader {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async of(orgId: string | null): Promise<SkillOutlierSettings> {
    if (orgId === null) return DEFAULT_SKILL_OUTLIER_SETTINGS;
    const row = await outlierSettings(this.sql, orgId);
    return row ? { factor: row.factor, minSlides: row.min_slides } : DEFAULT_SKILL_OUTLIER_SETTINGS;
  }

  /** For whoever may list the organization's users (its managers, admins): 403 otherwise, 404 for no organization. */
  async forViewer(viewer: Actor, orgId: string): Promise<SkillOutlierSettings> {
    if (!mayListUsersOf(viewer, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    if (!(await organizationExists(this.sql, orgId))) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
    return this.of(orgId);
  }
}

/** An organization's outlier thresholds, as its managers and admins read them. */
export class GetSkillOutlierSettings extends Query<SkillOutlierSettings> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSkillOutlierSettings)
export class GetSkillOutlierSettingsHandler implements IQueryHandler<GetSkillOutlierSettings, SkillOutlierSettings> {
  constructor(private readonly settings: SkillOutlierSettingsReader) {}

  execute({ viewer, orgId }: GetSkillOutlierSettings): Promise<SkillOutlierSettings> {
    return this.settings.forViewer(viewer, orgId);
  }
}

/** Sets an organization's outlier thresholds (validated by the controller). */
export class ChangeSkillOutlierSettings extends Command<SkillOutlierSettings> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
    readonly settings: SkillOutlierSettings,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Records SkillOutlierSettingsChanged on the organization's stream (nothing when unchanged) and answers the thresholds as read. */
@CommandHandler(ChangeSkillOutlierSettings)
export class ChangeSkillOutlierSettingsHandler implements ICommandHandler<ChangeSkillOutlierSettings, SkillOutlierSettings> {
  constructor(
    private readonly es: EventSourcing,
    private readonly settings: SkillOutlierSettingsReader,
  ) {}

  async execute({ viewer, orgId, settings, ctx }: ChangeSkillOutlierSettings): Promise<SkillOutlierSettings> {
    await this.settings.forViewer(viewer, orgId);
    const { position } = await this.es
      .aggregate(organizationStream(orgId), organizationDecider)
      .execute(() => [{ type: 'ChangeSkillOutlierSettings', ...settings }], ctx);
    await this.es.readYourWrites(position, ['skillOutliers']);
    return this.settings.of(orgId);
  }
}
