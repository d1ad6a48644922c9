import { Command, Query } from '@nestjs/cqrs';
import type { UserDetail } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import type { UserUpdateValues } from '@cytocampus/schema';
import type { Principal } from '../auth/principal.js';
import type { CommandContext } from '../es/command-context.js';

/** The accounts context answers these (docs/adr/0037). Other contexts send them on the buses (docs/adr/0037). */

export class UpdateUser extends Command<UserDetail> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly values: UserUpdateValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class GetUser extends Query<UserDetail> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
  ) {
    super();
  }
}
