import type { RevokeReason } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/** One issued certificate: `certificate-<code>` (docs/adr/0026). */
export const certificateStream = (code: string): string => `certificate-${code}`;

/** A course as its certificate records it. */
export interface CertifiedCourse {
  moduleId: string;
  name: string;
  /** Epoch ms. */
  passedOn: number;
  /** 0..1. */
  result: number | null;
}

export interface CertificateIssuedData {
  code: string;
  userId: string;
  /** The holder's name when it was issued; a reprint shows the same. */
  holderName: string;
  programNumber: string | null;
  programTitle: string;
  /** Epoch ms. */
  programDate: number;
  credits: number;
  courses: CertifiedCourse[];
  /** Epoch ms. */
  issuedAt: number;
}

/** The learner downloaded it: the certificate, with its verification code, exists from here on. */
export type CertificateIssued = DomainEvent<'CertificateIssued', CertificateIssuedData>;
/** The learner saved the PDF (spec: PUT /stats/{userId}/printCert). */
export type CertificatePrinted = DomainEvent<'CertificatePrinted', { printedDate: number }>;
/** It no longer stands (who revoked it is the event's actor); `replacedBy` names the certificate that superseded it. */
export type CertificateRevoked = DomainEvent<'CertificateRevoked', { reason: RevokeReason; revokedAt: number; replacedBy?: string }>;

export type CertificateEvent = CertificateIssued | CertificatePrinted | CertificateRevoked;

export const CERTIFICATE_EVENT_TYPES = ['CertificateIssued', 'CertificatePrinted', 'CertificateRevoked'] as const satisfies readonly CertificateEvent['type'][];
