import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@cytocampus/domain';
import { MSG, type ImportPreview, type ImportResult } from '@cytocampus/contracts';
import { canCreateUserIn } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { DirectoryLookup } from '../../shared/directory-lookup.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { UserCreator } from '../../shared/user-creator.js';
import { planImport, type PlannedRow } from './import-plan.js';

/** `write`: false for the preview (nothing is written), true to import the valid rows. */
export class ImportUsers extends Command<ImportPreview | ImportResult> {
  constructor(
    readonly actor: Principal,
    readonly csv: string,
    readonly orgId: string | undefined,
    readonly write: boolean,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * Bulk onboarding: users from a CSV go into one organization (the importer's own unless a site
 * administrator names another). The preview reports every row's problems; the import writes the
 * valid rows, each new user getting an e-mail with a link to choose a password.
 */
@CommandHandler(ImportUsers)
export class ImportUsersHandler implements ICommandHandler<ImportUsers, ImportPreview | ImportResult> {
  constructor(
    private readonly creator: UserCreator,
    private readonly lookup: DirectoryLookup,
    private readonly emails: EmailDirectory,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, csv, orgId: requested, write, ctx }: ImportUsers): Promise<ImportPreview | ImportResult> {
    const who = ruleActor(actor);
    const orgId = requested ?? actor.orgId;
    if (orgId === null || !canCreateUserIn(who, orgId)) throw new DomainError('forbidden', MSG.forbidden, 'orgId');
    await this.lookup.membership(orgId, null);
    const planned = await planImport(csv, {
      actor: who,
      orgId,
      groups: await this.lookup.groupsByName(orgId),
      taken: async (email) => (await this.emails.account(email)) !== null,
    });
    if (!write) return { rows: planned.map((p) => p.row), valid: planned.filter((p) => p.account).length, invalid: planned.filter((p) => !p.account).length };
    return this.importValid(planned, ctx);
  }

  private async importValid(planned: PlannedRow[], ctx: CommandContext): Promise<ImportResult> {
    const failed = planned.filter((p) => !p.account).map((p) => p.row);
    let imported = 0;
    let last = null;
    for (const { row, account } of planned) {
      if (!account) continue;
      try {
        last = (await this.creator.create(account, ctx)).position ?? last;
        imported += 1;
      } catch (error) {
        // Taken meanwhile (another import or registration): reported with the row, the rest goes on.
        failed.push({ ...row, errors: [{ field: 'email', message: error instanceof Error ? error.message : String(error) }] });
      }
    }
    await this.es.readYourWrites(last, ['users']);
    return { imported, failed: failed.sort((a, b) => a.line - b.line) };
  }
}
