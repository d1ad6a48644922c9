import { CERTIFICATE_MSG, PACE_COURSES_PER_CERTIFICATE, type CertificatePrintPayload } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { CERTIFICATE_CODE_PATTERN } from './code.js';
import type { CertificateCommand } from './commands.js';
import type { CertificateEvent, CertificateIssuedData } from './events.js';
import { creditsFor } from './rules.js';
import { evolveCertificate, initialCertificateState, type CertificateState } from './state.js';

/** The first field of the payload that differs from the certificate issued, if any. */
function mismatchOf(payload: CertificatePrintPayload, issued: CertificateIssuedData): keyof CertificatePrintPayload | null {
  if (payload.code !== undefined && payload.code !== issued.code) return 'code';
  if (payload.userName !== issued.holderName) return 'userName';
  if (payload.credits !== issued.credits) return 'credits';
  if (payload.programDate !== issued.programDate) return 'programDate';
  if (payload.programTitle !== issued.programTitle) return 'programTitle';
  if ((payload.paceProgramNumber || null) !== issued.programNumber) return 'paceProgramNumber';
  return null;
}

/** What an issued certificate must hold, whoever issues it: the rules' figures, not a caller's. */
function checkIssue(data: CertificateIssuedData): void {
  if (!CERTIFICATE_CODE_PATTERN.test(data.code)) refuse('invalid', 'A certificate code has 7 groups of 4 base32 characters.', 'code');
  if (data.courses.length < 1 || data.courses.length > PACE_COURSES_PER_CERTIFICATE) refuse('invalid', 'A certificate holds 1 to 4 courses.', 'courses');
  if (data.credits !== creditsFor(data.courses.length)) refuse('invalid', 'A certificate is worth 0.25 credit per course.', 'credits');
  if (data.programDate !== Math.max(...data.courses.map((c) => c.passedOn))) refuse('invalid', 'A certificate is dated by its last pass.', 'programDate');
  if (!data.holderName.trim()) refuse('invalid', 'A certificate names its holder.', 'holderName');
}

/**
 * One issued certificate (docs/adr/0026): issued once under its code, printed any number of times
 * by its holder with the details it was issued with, and revoked at most once.
 */
export const certificateDecider: Decider<CertificateCommand, CertificateEvent, CertificateState> = {
  initialState: initialCertificateState,
  evolve: evolveCertificate,
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueCertificate': {
        if (state.certificate) refuse('conflict', 'This certificate was already issued.', 'code');
        const { type: _command, ...data } = command;
        checkIssue(data);
        return [{ type: 'CertificateIssued', data }];
      }
      case 'RecordPrint': {
        const issued = state.certificate;
        if (!issued || issued.userId !== command.userId) return refuse('not_found', CERTIFICATE_MSG.notIssued);
        if (state.revokedAt !== null) refuse('conflict', CERTIFICATE_MSG.revoked);
        const field = mismatchOf(command.payload, issued);
        if (field) refuse('invalid', CERTIFICATE_MSG.mismatch, field);
        return [{ type: 'CertificatePrinted', data: { printedDate: command.printedDate } }];
      }
      case 'Revoke': {
        if (!state.certificate) return refuse('not_found', CERTIFICATE_MSG.credentialNotFound);
        if (state.revokedAt !== null) return [];
        const { type: _command, ...data } = command;
        return [{ type: 'CertificateRevoked', data }];
      }
    }
  },
};
