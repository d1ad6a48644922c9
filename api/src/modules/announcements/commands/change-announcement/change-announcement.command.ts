import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Announcement } from '@cytocampus/contracts';
import { ANNOUNCEMENT_STREAM, announcementDecider } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { readAnnouncement } from '../../announcement-row.js';

/** Replaces the shared announcement; `content` is already sanitized and checked. */
export class ChangeAnnouncement extends Command<Announcement> {
  constructor(
    readonly content: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Appends AnnouncementChanged and waits for the read model (whose projection tells every signed-in tab). */
@CommandHandler(ChangeAnnouncement)
export class ChangeAnnouncementHandler implements ICommandHandler<ChangeAnnouncement, Announcement> {
  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ content, ctx }: ChangeAnnouncement): Promise<Announcement> {
    const { position } = await this.es.aggregate(ANNOUNCEMENT_STREAM, announcementDecider).execute(() => [{ type: 'ChangeAnnouncement', content }], ctx);
    await this.es.readYourWrites(position, ['announcement']);
    return readAnnouncement(this.sql);
  }
}
