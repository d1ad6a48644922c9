import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Announcement } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../../infra/tokens.js';
import { readAnnouncement } from '../../announcement-row.js';

export class GetAnnouncement extends Query<Announcement> {}

/** The one shared announcement (sanitized HTML), as its read model has it. */
@QueryHandler(GetAnnouncement)
export class GetAnnouncementHandler implements IQueryHandler<GetAnnouncement, Announcement> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute(): Promise<Announcement> {
    return readAnnouncement(this.sql);
  }
}
