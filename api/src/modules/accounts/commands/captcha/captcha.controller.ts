import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib';
import { captchaChallengeSchema } from '@cytocampus/schema';
import { RawResponse } from '../../../../http/envelope.interceptor.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { CaptchaService } from './captcha.service.js';

@ApiTags('accounts')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** GET /captcha: a fresh challenge, in the shape the ALTCHA widget reads (no envelope). */
  @Get()
  @RawResponse()
  @Answers(captchaChallengeSchema, { raw: true })
  @Header('Cache-Control', 'no-store')
  challenge(): Promise<Challenge> {
    return this.captcha.challenge();
  }
}
