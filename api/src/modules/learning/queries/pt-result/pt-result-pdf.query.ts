import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PT_ROUTES } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { Config } from '../../../../infra/config.js';
import { CONFIG } from '../../../../infra/tokens.js';
import { ProficiencyResults } from '../../shared/proficiency-results.js';
import { renderPtResultPdf } from './pt-result-pdf.js';
import { resultOfTest } from './pt-result.query.js';

/** A printed proficiency test result: the PDF and the name it downloads as. */
export interface PtResultPdf {
  fileName: string;
  pdf: Buffer;
}

/** The same result as GetPtResult, printable, with its verification code and the public page's address. */
export class GetPtResultPdf extends Query<PtResultPdf> {
  constructor(
    readonly viewer: Principal,
    readonly testId: string,
    readonly reviewId: string,
  ) {
    super();
  }
}

@QueryHandler(GetPtResultPdf)
export class GetPtResultPdfHandler implements IQueryHandler<GetPtResultPdf, PtResultPdf> {
  constructor(
    private readonly results: ProficiencyResults,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ viewer, testId, reviewId }: GetPtResultPdf): Promise<PtResultPdf> {
    const result = await resultOfTest(this.results, viewer, testId, reviewId);
    const pdf = await renderPtResultPdf(result, `${this.config.publicUrl}${PT_ROUTES.verify(result.code)}`);
    return { fileName: `Proficiency test result ${result.code}.pdf`, pdf };
  }
}
