import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SiteSettings } from '@cytocampus/contracts';
import type { Config } from '../../../../infra/config.js';
import { CONFIG } from '../../../../infra/tokens.js';

export class GetSiteSettings extends Query<SiteSettings> {}

/** The configuration the web client needs, from the server's. */
@QueryHandler(GetSiteSettings)
export class GetSiteSettingsHandler implements IQueryHandler<GetSiteSettings, SiteSettings> {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  execute(): Promise<SiteSettings> {
    return Promise.resolve({ embedOrigins: this.config.embedOrigins });
  }
}
