import type { CertificatePrintPayload, RevokeReason } from '@cytocampus/contracts';
import type { CertificateIssuedData } from './events.js';

export type CertificateCommand =
  | ({ type: 'IssueCertificate' } & CertificateIssuedData)
  /** `userId` is the caller: only the holder records their prints. */
  | { type: 'RecordPrint'; userId: string; payload: CertificatePrintPayload; printedDate: number }
  | { type: 'Revoke'; reason: RevokeReason; revokedAt: number; replacedBy?: string };
