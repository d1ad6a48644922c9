import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LTI_MSG, type LtiPlatformItem, type LtiPlatformRequest, type LtiPlatformUpdate } from '@cytocampus/contracts';
import { DomainError, ltiPlatformDecider, ltiPlatformStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPlatform } from '@cytocampus/projections';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { PlatformChecks } from './platform-checks.js';
import { platformItemOf } from './platform-rows.js';

export class RegisterLtiPlatform extends Command<LtiPlatformItem> {
  constructor(
    readonly request: LtiPlatformRequest,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class ChangeLtiPlatform extends Command<LtiPlatformItem> {
  constructor(
    readonly platformId: string,
    readonly update: LtiPlatformUpdate,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class RemoveLtiPlatform extends Command<{ success: true }> {
  constructor(
    readonly platformId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

async function answer(sql: SqlClient, platformId: string): Promise<LtiPlatformItem> {
  const row = await ltiPlatform(sql, platformId);
  if (!row) throw new DomainError('not_found', LTI_MSG.platformNotFound);
  return platformItemOf(row);
}

/** POST /lti/platforms: a platform in its own stream `lti-platform-<id>`, once its addresses, organization and issuer are checked. */
@CommandHandler(RegisterLtiPlatform)
export class RegisterLtiPlatformHandler implements ICommandHandler<RegisterLtiPlatform, LtiPlatformItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly checks: PlatformChecks,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ request, ctx }: RegisterLtiPlatform): Promise<LtiPlatformItem> {
    await this.checks.check(request, null, null);
    const platformId = randomUUID();
    const { position } = await this.es
      .aggregate(ltiPlatformStream(platformId), ltiPlatformDecider)
      .execute(() => [{ type: 'RegisterLtiPlatform', platformId, ...request }], ctx);
    await this.es.readYourWrites(position, ['lti']);
    return answer(this.sql, platformId);
  }
}

/** PUT /lti/platforms/{id}: only what changed is recorded. */
@CommandHandler(ChangeLtiPlatform)
export class ChangeLtiPlatformHandler implements ICommandHandler<ChangeLtiPlatform, LtiPlatformItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly checks: PlatformChecks,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ platformId, update, ctx }: ChangeLtiPlatform): Promise<LtiPlatformItem> {
    const { position } = await this.es.aggregate(ltiPlatformStream(platformId), ltiPlatformDecider).execute(async (state) => {
      await this.checks.check(update, platformId, state.exists ? state.fields : null);
      return [{ type: 'ChangeLtiPlatform', changes: update }];
    }, ctx);
    await this.es.readYourWrites(position, ['lti']);
    return answer(this.sql, platformId);
  }
}

/** DELETE /lti/platforms/{id}: its launches stop; its accounts stay (they are people of the organization). */
@CommandHandler(RemoveLtiPlatform)
export class RemoveLtiPlatformHandler implements ICommandHandler<RemoveLtiPlatform, { success: true }> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ platformId, ctx }: RemoveLtiPlatform): Promise<{ success: true }> {
    const { position } = await this.es.aggregate(ltiPlatformStream(platformId), ltiPlatformDecider).execute(() => [{ type: 'RemoveLtiPlatform' }], ctx);
    await this.es.readYourWrites(position, ['lti']);
    return { success: true };
  }
}
