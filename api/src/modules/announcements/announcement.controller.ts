import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Announcement } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { announcementSchema } from '@cytocampus/schema';
import { SignedInGuard } from '../../auth/signed-in.guard.js';
import { SQL } from '../../infra/tokens.js';
import { Answers } from '../../openapi/answers.decorator.js';
import { readAnnouncement } from './announcement-row.js';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementController {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** GET /announcement: the one shared announcement (sanitized HTML), shown on the home page. */
  @Get()
  @UseGuards(SignedInGuard)
  @Answers(announcementSchema)
  get(): Promise<Announcement> {
    return readAnnouncement(this.sql);
  }
}
