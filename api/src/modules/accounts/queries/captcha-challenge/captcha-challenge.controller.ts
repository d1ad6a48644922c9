import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib';
import { ANYONE } from '@cytocampus/permissions';
import { captchaChallengeSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { RawResponse } from '../../../../http/envelope.interceptor.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetCaptchaChallenge } from './captcha-challenge.query.js';

@ApiTags('accounts')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /captcha: a fresh challenge, in the shape the ALTCHA widget reads (no envelope). */
  @Get()
  @Authorize(ANYONE)
  @RawResponse()
  @Answers(captchaChallengeSchema, { raw: true })
  @Header('Cache-Control', 'no-store')
  challenge(): Promise<Challenge> {
    return this.queries.execute(new GetCaptchaChallenge());
  }
}
