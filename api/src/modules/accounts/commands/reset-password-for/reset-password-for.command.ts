import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { canReadUser, userAbilities, type Actor } from '@cytocampus/permissions';
import type { CommandContext } from '../../../../es/command-context.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { RequestPasswordReset } from '../password-reset/password-reset.commands.js';

/** An administrator has a reset link e-mailed to the user of `email`. */
export class RequestPasswordResetFor extends Command<{ success: true }> {
  constructor(
    readonly viewer: Actor,
    readonly email: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Needs passwordUser, or passwordOrgUser in the own organization (userAbilities), on the user of the address. */
@CommandHandler(RequestPasswordResetFor)
export class RequestPasswordResetForHandler implements ICommandHandler<RequestPasswordResetFor, { success: true }> {
  constructor(
    private readonly directory: EmailDirectory,
    private readonly commands: CommandBus,
  ) {}

  async execute({ viewer, email, ctx }: RequestPasswordResetFor): Promise<{ success: true }> {
    const account = await this.directory.account(email);
    const target = account && { id: account.userId, role: account.state.role, orgId: account.state.orgId };
    // Someone the caller may not read does not exist for them (no probing of addresses).
    if (!target || !canReadUser(viewer, target)) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound, 'email');
    if (!userAbilities(viewer, target).canResetPassword) throw new DomainError('forbidden', DIRECTORY_MSG.cannotResetPassword, 'email');
    await this.commands.execute(new RequestPasswordReset(email, ctx));
    return { success: true };
  }
}
