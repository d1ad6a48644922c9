import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '@cytocampus/contracts';
import { siteSettingsSchema } from '@cytocampus/schema';
import type { Config } from '../../infra/config.js';
import { CONFIG } from '../../infra/tokens.js';
import { Answers } from '../../openapi/answers.decorator.js';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /**
   * GET /site: the configuration the web client needs, to anyone: the embed origins are no secret,
   * every answer's content security policy names them (docs/adr/0033).
   */
  @Get()
  @Answers(siteSettingsSchema)
  site(): SiteSettings {
    return { embedOrigins: this.config.embedOrigins };
  }
}
