import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MSG, type LearnerCertificates } from '@cytocampus/contracts';
import { hasPermission } from '@cytocampus/permissions';
import { learnerCertificatesSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { LearnerCertificatesReader } from '../../shared/learner-certificates.js';

@ApiTags('credentials')
@Controller('user')
@UseGuards(SignedInGuard)
export class LearnerCertificatesController {
  constructor(
    private readonly reader: LearnerCertificatesReader,
    private readonly es: EventSourcing,
  ) {}

  /** GET /user/certificates (ours): the certificates page's data (needs ctAccess, like the learner's courses). */
  @Get('certificates')
  @Answers(learnerCertificatesSchema)
  async certificates(@Actor() actor: Principal): Promise<LearnerCertificates> {
    if (!hasPermission(ruleActor(actor), 'ctAccess')) throw new ApiException(403, MSG.forbidden);
    const { certificates, revoked } = await this.reader.of(actor.userId, this.es.now().getTime());
    return { certificates, revoked };
  }
}
