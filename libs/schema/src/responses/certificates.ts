import type {
  CertificateCourse,
  CertificateVerification,
  CredentialKeySet,
  IssuedCertificateRef,
  LearnerCertificate,
  LearnerCertificates,
  PrintedCertificate,
  RevokedCertificateRef,
  VerifiedCertificate,
} from '@cytocampus/contracts';
import { CERTIFICATE_HINTS, REVOKE_REASONS } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the certificate calls (docs/adr/0026). */

const ms = z.number().nullable();
const revokeReason = z.enum(Object.keys(REVOKE_REASONS) as [keyof typeof REVOKE_REASONS, ...(keyof typeof REVOKE_REASONS)[]]);

export const certificateCourseSchema = z.object({
  moduleId: z.string(),
  name: z.string(),
  passed: z.boolean(),
  passedOn: ms,
  result: z.number().nullable(),
  passingScore: z.number().nullable(),
  feedback: z.enum(['submitted', 'required', 'not-needed']),
  feedbackTestId: z.string().nullable(),
});
export type _CertificateCourseProof = Proof<SameType<z.output<typeof certificateCourseSchema>, CertificateCourse>>;

export const issuedCertificateRefSchema = z.object({ code: z.string(), issuedAt: z.number(), printedAt: ms });
export type _IssuedCertificateRefProof = Proof<SameType<z.output<typeof issuedCertificateRefSchema>, IssuedCertificateRef>>;

export const learnerCertificateSchema = z.object({
  programNumber: z.string().nullable(),
  index: z.number(),
  programTitle: z.string(),
  programDate: ms,
  credits: z.number(),
  courses: z.array(certificateCourseSchema),
  downloadable: z.boolean(),
  hints: z.array(z.enum([CERTIFICATE_HINTS.mustPass, CERTIFICATE_HINTS.feedbackRequired, CERTIFICATE_HINTS.passTwo])),
  issued: issuedCertificateRefSchema.nullable(),
});
export type _LearnerCertificateProof = Proof<SameType<z.output<typeof learnerCertificateSchema>, LearnerCertificate>>;

export const revokedCertificateRefSchema = z.object({
  code: z.string(),
  programTitle: z.string(),
  programNumber: z.string().nullable(),
  credits: z.number(),
  revokedAt: z.number(),
  reason: revokeReason,
});
export type _RevokedCertificateRefProof = Proof<SameType<z.output<typeof revokedCertificateRefSchema>, RevokedCertificateRef>>;

export const learnerCertificatesSchema = z.object({ certificates: z.array(learnerCertificateSchema), revoked: z.array(revokedCertificateRefSchema) });
export type _LearnerCertificatesProof = Proof<SameType<z.output<typeof learnerCertificatesSchema>, LearnerCertificates>>;

export const printedCertificateSchema = z.object({
  code: z.string(),
  printedDate: z.number(),
  programDate: z.number(),
  programTitle: z.string(),
  credits: z.number(),
  paceProgramNumber: z.string().nullable(),
});
export type _PrintedCertificateProof = Proof<SameType<z.output<typeof printedCertificateSchema>, PrintedCertificate>>;

export const verifiedCertificateSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  programTitle: z.string(),
  programNumber: z.string().nullable(),
  credits: z.number(),
  programDate: z.number(),
  courses: z.array(z.object({ name: z.string(), passedOn: z.number() })),
  issuedAt: z.number(),
  revokedAt: z.number().optional(),
  revokeReason: revokeReason.optional(),
});
export type _VerifiedCertificateProof = Proof<SameType<z.output<typeof verifiedCertificateSchema>, VerifiedCertificate>>;

export const certificateVerificationSchema = z.object({
  status: z.enum(['valid', 'revoked', 'not-found']),
  certificate: verifiedCertificateSchema.optional(),
});
export type _CertificateVerificationProof = Proof<SameType<z.output<typeof certificateVerificationSchema>, CertificateVerification>>;

export const credentialKeySetSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig') })),
});
export type _CredentialKeySetProof = Proof<SameType<z.output<typeof credentialKeySetSchema>, CredentialKeySet>>;
