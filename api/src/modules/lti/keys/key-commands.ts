import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LtiToolKeyList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { CommandContext } from '../../../es/command-context.js';
import { SQL } from '../../../infra/tokens.js';
import { toolKeyList } from './tool-key-rows.js';
import { ToolKeys } from './tool-keys.js';

/** POST /lti/keys: a new key signs from now on; the older stay published until retired. */
export class RotateLtiToolKey extends Command<LtiToolKeyList> {
  constructor(readonly ctx: CommandContext) {
    super();
  }
}

/** DELETE /lti/keys/{kid}: no longer published (never the signing key). */
export class RetireLtiToolKey extends Command<LtiToolKeyList> {
  constructor(
    readonly kid: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** GET /lti/keys: kids and dates, never a private key. */
export class GetLtiToolKeys extends Query<LtiToolKeyList> {}

/** GET /lti/jwks: the public key set platforms fetch. */
export class GetLtiKeySet extends Query<{ keys: Record<string, string>[] }> {}

@CommandHandler(RotateLtiToolKey)
export class RotateLtiToolKeyHandler implements ICommandHandler<RotateLtiToolKey, LtiToolKeyList> {
  constructor(
    private readonly keys: ToolKeys,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ ctx }: RotateLtiToolKey): Promise<LtiToolKeyList> {
    await this.keys.rotate(ctx);
    return toolKeyList(this.sql);
  }
}

@CommandHandler(RetireLtiToolKey)
export class RetireLtiToolKeyHandler implements ICommandHandler<RetireLtiToolKey, LtiToolKeyList> {
  constructor(
    private readonly keys: ToolKeys,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ kid, ctx }: RetireLtiToolKey): Promise<LtiToolKeyList> {
    await this.keys.retire(kid, ctx);
    return toolKeyList(this.sql);
  }
}

@QueryHandler(GetLtiToolKeys)
export class GetLtiToolKeysHandler implements IQueryHandler<GetLtiToolKeys, LtiToolKeyList> {
  constructor(
    private readonly keys: ToolKeys,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute(): Promise<LtiToolKeyList> {
    await this.keys.keySet();
    return toolKeyList(this.sql);
  }
}

@QueryHandler(GetLtiKeySet)
export class GetLtiKeySetHandler implements IQueryHandler<GetLtiKeySet, { keys: Record<string, string>[] }> {
  constructor(private readonly keys: ToolKeys) {}

  execute(): Promise<{ keys: Record<string, string>[] }> {
    return this.keys.keySet();
  }
}
