import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Announcement } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SignedInGuard } from '../../auth/signed-in.guard.js';
import { SQL } from '../../infra/tokens.js';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementController {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** GET /announcement: the one shared announcement (sanitized HTML), shown on the home page. */
  @Get()
  @UseGuards(SignedInGuard)
  async get(): Promise<Announcement> {
    const { rows } = await this.sql.query<{ content: string; updated: Date }>(`select content, updated from announcement where id = 'main'`);
    const row = rows[0];
    return row ? { content: row.content, updated: row.updated.getTime() } : { content: '', updated: null };
  }
}
