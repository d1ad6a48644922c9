import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Announcement } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { announcementSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetAnnouncement } from './get-announcement.query.js';

@ApiTags('announcements')
@Controller('announcement')
export class AnnouncementController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /announcement: the one shared announcement (sanitized HTML), shown on the home page. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(announcementSchema)
  get(): Promise<Announcement> {
    return this.queries.execute(new GetAnnouncement());
  }
}
