import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LearnerCertificates } from '@cytocampus/contracts';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK } from '../../../../infra/tokens.js';
import { LearnerCertificatesReader } from '../../shared/learner-certificates.js';

export class GetLearnerCertificates extends Query<LearnerCertificates> {
  constructor(readonly userId: string) {
    super();
  }
}

/** The learner's certificates page: their programs with the certificates issued, and those revoked. */
@QueryHandler(GetLearnerCertificates)
export class GetLearnerCertificatesHandler implements IQueryHandler<GetLearnerCertificates, LearnerCertificates> {
  constructor(
    private readonly reader: LearnerCertificatesReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetLearnerCertificates): Promise<LearnerCertificates> {
    const { certificates, revoked } = await this.reader.of(userId, this.clock.now().getTime());
    return { certificates, revoked };
  }
}
