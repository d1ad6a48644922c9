import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { AnnouncementController } from './announcement.controller.js';

@Module({ imports: [AuthModule], controllers: [AnnouncementController] })
export class AnnouncementsModule {}
