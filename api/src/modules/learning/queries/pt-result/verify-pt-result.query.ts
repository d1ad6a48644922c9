import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PtVerification } from '@cytocampus/contracts';
import { normalizeCertificateCode } from '@cytocampus/domain';
import { ProficiencyResults } from '../../shared/proficiency-results.js';

/** The public check of a printed proficiency test result by its verification code (as typed: spaces, dashes, O for 0 and I or L for 1 are forgiven). */
export class VerifyPtResult extends Query<PtVerification> {
  constructor(readonly code: string) {
    super();
  }
}

@QueryHandler(VerifyPtResult)
export class VerifyPtResultHandler implements IQueryHandler<VerifyPtResult, PtVerification> {
  constructor(private readonly results: ProficiencyResults) {}

  async execute({ code }: VerifyPtResult): Promise<PtVerification> {
    const normalized = normalizeCertificateCode(code);
    const result = normalized ? await this.results.byCode(normalized) : null;
    if (!result) return { status: 'not-found' };
    const { holderName, testName, grid, size, submittedAt, score, passed } = result;
    return { status: 'valid', result: { holderName, testName, grid, size, submittedAt, score, passed, code: result.code } };
  }
}
