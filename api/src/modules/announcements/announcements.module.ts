import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { AnnouncementController } from './queries/get-announcement/get-announcement.controller.js';
import { GetAnnouncementHandler } from './queries/get-announcement/get-announcement.query.js';
import { ChangeAnnouncementHandler } from './commands/change-announcement/change-announcement.command.js';
import { ChangeAnnouncementController } from './commands/change-announcement/change-announcement.controller.js';

/** The one shared announcement: read by everyone signed in, edited with editAnnouncements (spec part 3). */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [AnnouncementController, ChangeAnnouncementController],
  providers: [ChangeAnnouncementHandler, GetAnnouncementHandler],
})
export class AnnouncementsModule {}
