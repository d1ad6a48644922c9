import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ANYONE } from '@cytocampus/permissions';
import { ltiKeySetSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { RawResponse } from '../../../http/envelope.interceptor.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { GetLtiKeySet } from './key-commands.js';

/** GET /lti/jwks: our public keys as a JWK set (no envelope: platforms read it as RFC 7517 says). */
@ApiTags('lti')
@Controller('lti')
export class LtiKeySetController {
  constructor(private readonly queries: QueryBus) {}

  @Get('jwks')
  @Authorize(ANYONE)
  @RawResponse()
  @Answers(ltiKeySetSchema, { raw: true })
  keySet(@Res({ passthrough: true }) res: Response): Promise<{ keys: Record<string, string>[] }> {
    // Short: a retired key must stop verifying soon; a platform refetches when it meets a new kid anyway.
    res.setHeader('Cache-Control', 'public, max-age=300');
    return this.queries.execute(new GetLtiKeySet());
  }
}
