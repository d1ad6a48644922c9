import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Challenge } from 'altcha-lib';
import { CaptchaService } from '../../shared/captcha.service.js';

/** A fresh proof-of-work challenge for the registration form (nothing is stored until it is solved). */
export class GetCaptchaChallenge extends Query<Challenge> {}

@QueryHandler(GetCaptchaChallenge)
export class GetCaptchaChallengeHandler implements IQueryHandler<GetCaptchaChallenge, Challenge> {
  constructor(private readonly captcha: CaptchaService) {}

  execute(): Promise<Challenge> {
    return this.captcha.challenge();
  }
}
