import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Organization } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { ownOrganizationSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetOwnOrganization } from './own-organization.query.js';

@ApiTags('accounts')
@Controller('user/organization')
export class OwnOrganizationController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /user/organization: the caller's organization, or null (the waiting screen). */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(ownOrganizationSchema.nullable())
  get(@Actor() actor: Principal): Promise<Organization | null> {
    return this.queries.execute(new GetOwnOrganization(actor.orgId));
  }
}
