import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { RawImportResult } from '@cytocampus/contracts';
import type { Position } from '@cytocampus/event-store';
import { parseUserCreate } from '@cytocampus/schema';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { requireAssignmentFor } from '../../../../messages/organizations.js';
import { overridesFor } from '../../shared/permission-overrides.js';
import { UserCreator } from '../../shared/user-creator.js';

/** `records`: the raw user records of the 'Add from JSON' form, as parsed from its JSON. */
export class RawImportUsers extends Command<RawImportResult> {
  constructor(
    readonly records: readonly unknown[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The fields of a raw user record that creation takes; the rest (ids, stats...) is not imported. */
const KEPT = ['email', 'password', 'role', 'orgId', 'groupId', 'curriculum', 'bio', 'permissions'] as const;

/**
 * Each record that validates is created; records that do not are skipped silently, as the spec
 * says; the answer counts them.
 */
@CommandHandler(RawImportUsers)
export class RawImportUsersHandler implements ICommandHandler<RawImportUsers, RawImportResult> {
  constructor(
    private readonly creator: UserCreator,
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  async execute({ records, ctx }: RawImportUsers): Promise<RawImportResult> {
    let imported = 0;
    let skipped = 0;
    let last: Position | null = null;
    for (const record of records) {
      const raw = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
      const parsed = parseUserCreate(Object.fromEntries(KEPT.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])));
      try {
        if (!parsed.ok) throw new Error('invalid record');
        const { value } = parsed;
        // Like every assignment given to a user: one the user's organization may see, else skipped.
        await requireAssignmentFor(this.queries, value.curriculum, value.orgId, 'curriculum');
        last = (await this.creator.create({ ...value, permissions: overridesFor(value.role, {}, value.permissions), origin: 'import' }, ctx)).position ?? last;
        imported += 1;
      } catch {
        skipped += 1;
      }
    }
    await this.es.readYourWrites(last, ['users']);
    return { imported, skipped };
  }
}
