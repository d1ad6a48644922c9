import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CurrentUser } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { currentUserSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetCurrentUser } from './current-user.query.js';

@ApiTags('accounts')
@Controller('user')
export class CurrentUserController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /user: the signed-in user's own record. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(currentUserSchema)
  async get(@Actor() actor: Principal): Promise<CurrentUser> {
    const user = await this.queries.execute(new GetCurrentUser(actor.userId));
    if (!user) throw new ApiException(404, 'User not found.');
    return user;
  }
}
