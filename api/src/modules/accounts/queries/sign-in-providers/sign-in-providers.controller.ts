import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { SignInProvider } from '@cytocampus/contracts';
import { valid } from '@cytocampus/domain';
import { ANYONE } from '@cytocampus/permissions';
import { parseSignInProviderQuery, signInProviderQuerySchema, signInProvidersSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { clientOf } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RateLimitsService } from '../../shared/rate-limits.service.js';
import { FindSignInProviders } from './sign-in-providers.query.js';

@ApiTags('accounts')
@Controller('auth')
export class SignInProvidersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly limits: RateLimitsService,
  ) {}

  /** GET /auth/providers?email= or ?orgId=: the sign-in screen's provider buttons (docs/adr/0041). Rate-limited: it is asked as a person types. */
  @Get('providers')
  @Authorize(ANYONE)
  @Answers(signInProvidersSchema)
  async providers(@Query({ schema: signInProviderQuerySchema }) query: Record<string, unknown>, @Req() req: Request): Promise<SignInProvider[]> {
    const parsed = valid(parseSignInProviderQuery(query));
    await this.limits.take('providerLookupPerIp', clientOf(req).ip ?? 'unknown');
    return this.queries.execute(new FindSignInProviders(parsed));
  }
}
