import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { siteSettingsSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetSiteSettings } from './get-site-settings.query.js';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /site: the configuration the web client needs, to anyone: the embed origins are no secret,
   * every answer's content security policy names them (docs/adr/0033).
   */
  @Get()
  @Authorize(ANYONE)
  @Answers(siteSettingsSchema)
  site(): Promise<SiteSettings> {
    return this.queries.execute(new GetSiteSettings());
  }
}
