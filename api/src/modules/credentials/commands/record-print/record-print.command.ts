import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CERTIFICATE_MSG, MSG, type CertificatePrintPayload, type PrintedCertificate } from '@cytocampus/contracts';
import { certificateDecider, certificateStream, DomainError, normalizeCertificateCode } from '@cytocampus/domain';
import type { CertificateRow } from '@cytocampus/projections';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { IssuedCertificates } from '../../shared/certificate-rows.js';

export class RecordCertificatePrint extends Command<PrintedCertificate> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly payload: CertificatePrintPayload,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The standing certificate the payload names: by its code, else the one of its program and date. */
function certificateOf(rows: CertificateRow[], payload: CertificatePrintPayload): CertificateRow | undefined {
  if (payload.code !== undefined) {
    const code = normalizeCertificateCode(payload.code);
    return rows.find((r) => r.code === code);
  }
  return rows.find(
    (r) => r.revoked_at === null && r.program_number === (payload.paceProgramNumber || null) && r.program_date.getTime() === payload.programDate,
  );
}

/**
 * PUT /stats/{userId}/printCert (spec part 2 section 7): the holder records that they printed their
 * certificate. Only the user themselves (403 otherwise), only a certificate issued to them (404),
 * not a revoked one (409), and only with the payload it was issued with (400 naming the field).
 */
@CommandHandler(RecordCertificatePrint)
export class RecordCertificatePrintHandler implements ICommandHandler<RecordCertificatePrint, PrintedCertificate> {
  constructor(
    private readonly es: EventSourcing,
    private readonly issued: IssuedCertificates,
  ) {}

  async execute({ actor, userId, payload, ctx }: RecordCertificatePrint): Promise<PrintedCertificate> {
    if (actor.userId !== userId) throw new DomainError('forbidden', MSG.forbidden);
    const row = certificateOf(await this.issued.ofUser(userId), payload);
    if (!row) throw new DomainError('not_found', CERTIFICATE_MSG.notIssued);
    // A certificate revoked by a cleared course is revoked in the read model only (docs/adr/0026): checked here, the decider checks its own.
    if (row.revoked_at) throw new DomainError('conflict', CERTIFICATE_MSG.revoked);
    const printedDate = this.es.now().getTime();
    const decided = await this.es
      .aggregate(certificateStream(row.code), certificateDecider)
      .execute(() => [{ type: 'RecordPrint', userId, payload: { ...payload, code: row.code }, printedDate }], ctx);
    await this.es.readYourWrites(decided.position, ['certificates']);
    const certificate = decided.state.certificate!;
    return {
      code: certificate.code,
      printedDate,
      programDate: certificate.programDate,
      programTitle: certificate.programTitle,
      credits: certificate.credits,
      paceProgramNumber: certificate.programNumber,
    };
  }
}
