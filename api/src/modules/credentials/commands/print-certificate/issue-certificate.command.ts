import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CERTIFICATE_MSG } from '@cytocampus/contracts';
import { CERTIFICATE_CODE_BYTES, certificateCodeOf, certificateDecider, type CertificateIssuedData, certificateStream, DomainError } from '@cytocampus/domain';
import type { Position, SqlClient } from '@cytocampus/event-store';
import { userNames, type CertificateRow } from '@cytocampus/projections';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { IssuedCertificates, issuedDataOf } from '../../shared/certificate-rows.js';
import { LearnerCertificatesReader, passedModuleIds } from '../../shared/learner-certificates.js';

/** The learner's certificate of a program number (or, without one, the index-th pair), issued if it was not yet (the route's policy asks ctAccess). */
export class IssueCertificate extends Command<CertificateIssuedData> {
  constructor(
    readonly actor: Principal,
    readonly programNumber: string | null,
    readonly index: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * GET /user/printCertificate's command (docs/adr/0026): the rules must allow the certificate (else
 * 409 with the page's hint); a certificate that stands for exactly its passed courses is reused
 * (reprints keep the code); otherwise a new code is drawn and CertificateIssued appended, and the
 * learner's earlier certificates of the same program whose courses it holds are revoked as
 * superseded, so no course counts twice. Answers once the certificates read model has it.
 */
@CommandHandler(IssueCertificate)
export class IssueCertificateHandler implements ICommandHandler<IssueCertificate, CertificateIssuedData> {
  /** One issue at a time per learner and set of courses in this process (a double click issues once). */
  private readonly inFlight = new Map<string, Promise<CertificateIssuedData>>();

  constructor(
    private readonly es: EventSourcing,
    private readonly reader: LearnerCertificatesReader,
    private readonly issued: IssuedCertificates,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute(command: IssueCertificate): Promise<CertificateIssuedData> {
    const { actor, programNumber, index } = command;
    const key = `${actor.userId}|${programNumber ?? ''}|${index}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const issuing = this.issue(command).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, issuing);
    return issuing;
  }

  private async issue({ actor, programNumber, index, ctx }: IssueCertificate): Promise<CertificateIssuedData> {
    const now = this.es.now().getTime();
    const { certificates, rows } = await this.reader.of(actor.userId, now);
    const group = certificates.find((c) => c.programNumber === programNumber && c.index === index);
    if (!group) throw new DomainError('not_found', CERTIFICATE_MSG.noSuchCertificate);
    if (!group.downloadable) throw new DomainError('conflict', group.hints[0] ?? CERTIFICATE_MSG.noSuchCertificate);
    if (group.issued) {
      const row = rows.find((r) => r.code === group.issued!.code)!;
      return issuedDataOf(row);
    }
    const passed = group.courses.filter((c) => c.passed);
    const code = certificateCodeOf(randomBytes(CERTIFICATE_CODE_BYTES));
    const holderName = await this.holderName(actor.userId);
    const decided = await this.es.aggregate(certificateStream(code), certificateDecider).execute(
      () => [
        {
          type: 'IssueCertificate',
          code,
          userId: actor.userId,
          holderName,
          programNumber: group.programNumber,
          programTitle: group.programTitle,
          programDate: group.programDate!,
          credits: group.credits,
          courses: passed.map((c) => ({ moduleId: c.moduleId, name: c.name, passedOn: c.passedOn!, result: c.result })),
          issuedAt: now,
        },
      ],
      ctx,
    );
    let last: Position | null = decided.position;
    const holds = new Set(passedModuleIds(group));
    for (const older of rows.filter((r) => supersededBy(r, group.programNumber, holds))) {
      const revoked = await this.es
        .aggregate(certificateStream(older.code), certificateDecider)
        .execute(() => [{ type: 'Revoke', reason: 'superseded', revokedAt: now, replacedBy: code }], ctx);
      last = revoked.position ?? last;
    }
    await this.es.readYourWrites(last, ['certificates']);
    const row = await this.issued.byCode(code);
    return issuedDataOf(row!);
  }

  /** The name the certificate is issued to: first and last name (the e-mail address never). */
  private async holderName(userId: string): Promise<string> {
    const name = (await userNames(this.sql, [userId]))[0]?.name;
    if (!name) throw new DomainError('conflict', 'Add your first and last name to your profile to print a certificate.', 'userName');
    return name;
  }
}

/** A standing certificate of the same program whose courses the new one all holds. */
const supersededBy = (row: CertificateRow, programNumber: string | null, holds: ReadonlySet<string>): boolean =>
  row.revoked_at === null && programNumber !== null && row.program_number === programNumber && row.module_ids.every((id) => holds.has(id));
