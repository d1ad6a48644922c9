import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { LearnerCertificates } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { learnerCertificatesSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetLearnerCertificates } from './learner-certificates.query.js';

@ApiTags('credentials')
@Controller('user')
export class LearnerCertificatesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /user/certificates (ours): the certificates page's data (ctAccess, like the learner's courses). */
  @Get('certificates')
  @Authorize(holding('ctAccess'))
  @Answers(learnerCertificatesSchema)
  certificates(@Actor() actor: Principal): Promise<LearnerCertificates> {
    return this.queries.execute(new GetLearnerCertificates(actor.userId));
  }
}
