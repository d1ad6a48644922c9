import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CERTIFICATE_PAYLOAD_HEADER, verificationPagePath, type CertificatePrintPayload } from '@cytocampus/contracts';
import type { CertificateIssuedData } from '@cytocampus/domain';
import { holding } from '@cytocampus/permissions';
import { printCertificateQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import type { Config } from '../../../../infra/config.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { CONFIG } from '../../../../infra/tokens.js';
import { AnswersFile } from '../../../../openapi/answers.decorator.js';
import { contentDisposition } from '../../../../http/file-headers.js';
import { renderCertificatePdf } from '../../pdf/certificate-pdf.js';
import { IssueCertificate } from './issue-certificate.command.js';

/** The print payload (spec part 2 section 3) of an issued certificate, which the client records after saving the file. */
export const printPayloadOf = (certificate: CertificateIssuedData): CertificatePrintPayload => ({
  userName: certificate.holderName,
  credits: certificate.credits,
  programDate: certificate.programDate,
  programTitle: certificate.programTitle,
  paceProgramNumber: certificate.programNumber,
  code: certificate.code,
});

@ApiTags('credentials')
@Controller('user')
export class PrintCertificateController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * GET /user/printCertificate?programNumber&index (spec part 2 section 7): the certificate as a PDF,
   * issued on the first download. Refused with the page's hint while the rules are not met.
   */
  @Get('printCertificate')
  @Authorize(holding('ctAccess'))
  @AnswersFile('application/pdf', 'The certificate (PDF); the X-Certificate-Payload header holds its print payload (URI-encoded JSON).')
  async print(
    @Actor() actor: Principal,
    @Query({ schema: printCertificateQuerySchema }) query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { programNumber, index } = valid(validate(printCertificateQuerySchema, query));
    const certificate = await this.commands.execute(new IssueCertificate(actor, programNumber || null, index, actorContext(actor, requestId(req))));
    const pdf = await renderCertificatePdf(certificate, `${this.config.publicUrl}${verificationPagePath(certificate.code)}`);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(`P.A.C.E. certificate ${certificate.code}.pdf`, false));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader(CERTIFICATE_PAYLOAD_HEADER, encodeURIComponent(JSON.stringify(printPayloadOf(certificate))));
    res.send(pdf);
  }
}
