import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ltiTargetPath, parseLtiTarget, type LtiCatalogueCourse, type LtiLaunchContext } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiLaunchOfSession, ltiPlatform } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { ltiCatalogue } from './catalogue.js';
import { deepLinkingLaunch } from './framed-launch.js';

/** GET /lti/context: the launch of the caller's session, as the framed page shows it; null when no launch started it. */
export class GetLtiLaunchContext extends Query<LtiLaunchContext | null> {
  constructor(readonly sessionHash: string | null) {
    super();
  }
}

/** GET /lti/catalogue: what the instructor of a deep-linking launch may add to the course. */
export class GetLtiCatalogue extends Query<LtiCatalogueCourse[]> {
  constructor(readonly sessionHash: string) {
    super();
  }
}

@QueryHandler(GetLtiLaunchContext)
export class GetLtiLaunchContextHandler implements IQueryHandler<GetLtiLaunchContext, LtiLaunchContext | null> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ sessionHash }: GetLtiLaunchContext): Promise<LtiLaunchContext | null> {
    const launch = sessionHash === null ? null : await ltiLaunchOfSession(this.sql, sessionHash);
    if (!launch) return null;
    const target = parseLtiTarget(launch.target);
    return {
      platformName: launch.platform_name,
      contextTitle: launch.context_title,
      messageType: launch.message_type,
      targetPath: target ? ltiTargetPath(target) : null,
      instructor: launch.instructor,
      rosterAvailable: launch.instructor && launch.memberships_url !== null,
    };
  }
}

@QueryHandler(GetLtiCatalogue)
export class GetLtiCatalogueHandler implements IQueryHandler<GetLtiCatalogue, LtiCatalogueCourse[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ sessionHash }: GetLtiCatalogue): Promise<LtiCatalogueCourse[]> {
    const launch = await deepLinkingLaunch(this.sql, sessionHash);
    const platform = await ltiPlatform(this.sql, launch.platform_id);
    return platform ? ltiCatalogue(this.sql, platform.org_id) : [];
  }
}
