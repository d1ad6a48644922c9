import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Announcement } from '@cytocampus/contracts';
import { ANNOUNCEMENT_STREAM, announcementDecider } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
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

/** Appends AnnouncementChanged, waits for the read model, then tells every signed-in tab. */
@CommandHandler(ChangeAnnouncement)
export class ChangeAnnouncementHandler implements ICommandHandler<ChangeAnnouncement, Announcement> {
  constructor(
    private readonly es: EventSourcing,
    private readonly broadcaster: Broadcaster,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ content, ctx }: ChangeAnnouncement): Promise<Announcement> {
    const { position } = await this.es.aggregate(ANNOUNCEMENT_STREAM, announcementDecider).execute(() => [{ type: 'ChangeAnnouncement', content }], ctx);
    await this.es.readYourWrites(position, ['announcement']);
    const announcement = await readAnnouncement(this.sql);
    // Unchanged content appends nothing, so there is nothing to announce.
    if (position && announcement.updated !== null) this.broadcaster.announcementChanged(announcement.updated);
    return announcement;
  }
}
