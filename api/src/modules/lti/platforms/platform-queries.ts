import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LtiGradePassbackList, LtiPlatformList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { Config } from '../../../infra/config.js';
import { CONFIG, SQL } from '../../../infra/tokens.js';
import { passbackListOf } from '../grades/passback-rows.js';
import { platformList } from './platform-rows.js';

/** GET /lti/platforms: every platform, and what to enter at a platform to register our tool. */
export class GetLtiPlatforms extends Query<LtiPlatformList> {}

/** GET /lti/grade-passbacks: the scores sent back, failures first. */
export class GetLtiGradePassbacks extends Query<LtiGradePassbackList> {}

@QueryHandler(GetLtiPlatforms)
export class GetLtiPlatformsHandler implements IQueryHandler<GetLtiPlatforms, LtiPlatformList> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  execute(): Promise<LtiPlatformList> {
    return platformList(this.sql, this.config.publicUrl);
  }
}

@QueryHandler(GetLtiGradePassbacks)
export class GetLtiGradePassbacksHandler implements IQueryHandler<GetLtiGradePassbacks, LtiGradePassbackList> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute(): Promise<LtiGradePassbackList> {
    return passbackListOf(this.sql);
  }
}
