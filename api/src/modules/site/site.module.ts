import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { SiteController } from './queries/get-site-settings/get-site-settings.controller.js';
import { GetSiteSettingsHandler } from './queries/get-site-settings/get-site-settings.query.js';

@Module({
  imports: [AuthModule],
  controllers: [SiteController],
  providers: [GetSiteSettingsHandler],
})
export class SiteModule {}
