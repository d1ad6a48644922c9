/**
 * P.A.C.E. certificates (spec part 2 "Certificates page", sections 3, 5, 8 and 9; docs/adr/0026):
 * the learner's certificates page, the printed PDF, and the public verification of a certificate
 * by its code, with its Open Badges 3.0 credential.
 */

/** Each passed course is worth this much credit (spec section 9). */
export const PACE_CREDITS_PER_COURSE = 0.25;
/** A program number's certificate holds at most this many courses (spec section 9). */
export const PACE_COURSES_PER_CERTIFICATE = 4;
/** A certificate needs at least this many passed courses (spec sections 5 and 9). */
export const PACE_MIN_PASSED_COURSES = 2;
/**
 * Courses without a program number passed before this day (UTC) pair up into certificates of 2
 * (spec section 9); from this day on they count under the year's default program number.
 */
export const PACE_PAIRS_UNTIL = Date.UTC(2025, 2, 1);
/** The site's title of its P.A.C.E. program; a numbered certificate adds its number (ADR 0026). */
export const PACE_PROGRAM_TITLE = 'CytoCampus P.A.C.E. Continuing Education Program';

/** The hints of the certificates page (spec section 8), exactly. */
export const CERTIFICATE_HINTS = {
  mustPass: 'You MUST PASS at least 2 courses to download certificate',
  feedbackRequired: 'Feedbacks submission required',
  passTwo: 'Pass 2 courses to download certificate',
} as const;
export type CertificateHint = (typeof CERTIFICATE_HINTS)[keyof typeof CERTIFICATE_HINTS];

/** Texts of the certificates page and the verification page; the spec's exactly where it gives them. */
export const CERTIFICATE_TEXT = {
  generateFailed: 'Unexpected error while generating the certificate.',
  printFailed: 'An error occurred while printing the certificate. Please try again.',
  download: 'Download Certificate',
  downloadCredential: 'Download credential',
  noCertificates: 'No P.A.C.E. courses yet: courses that earn a P.A.C.E. certificate appear here.',
  valid: 'Valid certificate',
  revoked: 'This certificate was revoked',
  notFound: 'No certificate has this verification code.',
} as const;

/** Why a certificate was revoked, as the verification page says it. */
export const REVOKE_REASONS = {
  /** An administrator cleared the progress of one of its courses (the actor is recorded). */
  progressCleared: 'The progress of one of its courses was cleared.',
  /** A later certificate of the same program holds its courses and more (so no credit counts twice). */
  superseded: 'It was replaced by a later certificate of the same program.',
} as const;
export type RevokeReason = keyof typeof REVOKE_REASONS;

/** Refusals of the certificate calls (ours). */
export const CERTIFICATE_MSG = {
  noSuchCertificate: 'There is no such certificate among your P.A.C.E. courses.',
  notIssued: 'This certificate has not been issued: download it first.',
  mismatch: 'The certificate details do not match the certificate issued.',
  revoked: 'This certificate was revoked.',
  credentialRevoked: 'This certificate was revoked: its credential is no longer valid.',
  credentialNotFound: 'No certificate has this verification code.',
} as const;

/** The 429 of the public verification routes (per client address). */
export const tooManyVerifications = (seconds: number): string =>
  `Too many verification requests. Please try again in ${seconds === 1 ? 'a second' : `${seconds} seconds`}.`;

/** A course's feedback on the certificates page: given, still owed, or not asked for (no evaluation form; ADR 0026). */
export type CourseFeedbackState = 'submitted' | 'required' | 'not-needed';

/** One course of a certificate as the learner's page shows it. */
export interface CertificateCourse {
  moduleId: string;
  name: string;
  passed: boolean;
  /** Epoch ms: the course's last submit, when passed. */
  passedOn: number | null;
  /** 0..1, null before any graded result. */
  result: number | null;
  passingScore: number | null;
  feedback: CourseFeedbackState;
  /** The slide test whose evaluation form takes the course's feedback (its page: /course/{moduleId}/test/{testId}/feedback). */
  feedbackTestId: string | null;
}

/** The issued certificate behind a downloadable group (reprints reuse it). */
export interface IssuedCertificateRef {
  code: string;
  issuedAt: number;
  printedAt: number | null;
}

/** One certificate of the learner's page: a program number's courses (up to 4), or a pair of courses passed before 2025-03-01 without one. */
export interface LearnerCertificate {
  /** Null for a pair without a program number. */
  programNumber: string | null;
  /** 1-based: which certificate of this program number (or which pair); the print call names it. */
  index: number;
  programTitle: string;
  /** Epoch ms: the last pass date of its passed courses; null before any. */
  programDate: number | null;
  /** 0.25 per passed course. */
  credits: number;
  courses: CertificateCourse[];
  downloadable: boolean;
  /** The hints that apply, in the spec's words (empty when downloadable). */
  hints: CertificateHint[];
  issued: IssuedCertificateRef | null;
}

/** A certificate of the learner's that was revoked. */
export interface RevokedCertificateRef {
  code: string;
  programTitle: string;
  programNumber: string | null;
  credits: number;
  revokedAt: number;
  reason: RevokeReason;
}

/** GET /user/certificates (ours): the learner's P.A.C.E. certificates. */
export interface LearnerCertificates {
  certificates: LearnerCertificate[];
  revoked: RevokedCertificateRef[];
}

/** GET /user/printCertificate?programNumber&index: which certificate to print (no program number: the index-th pair). */
export interface PrintCertificateQuery {
  programNumber?: string;
  index?: number;
}

/** PUT /stats/{userId}/printCert (spec part 2 section 3, "Certificate print payload"); `code` is ours (the PDF's verification code). */
export interface CertificatePrintPayload {
  userName: string;
  credits: number;
  /** Epoch ms. */
  programDate: number;
  programTitle: string;
  paceProgramNumber: string | null;
  code?: string;
}

/** The answer of PUT /stats/{userId}/printCert (spec part 2 section 3, "Printed record"). */
export interface PrintedCertificate {
  code: string;
  printedDate: number;
  programDate: number;
  programTitle: string;
  credits: number;
  paceProgramNumber: string | null;
}

/**
 * Header of the PDF answer: the print payload of the certificate it holds (URI-encoded JSON, code
 * included), which the client sends back to PUT /stats/{userId}/printCert once the file is saved.
 */
export const CERTIFICATE_PAYLOAD_HEADER = 'X-Certificate-Payload';

export type VerificationStatus = 'valid' | 'revoked' | 'not-found';

/** The whole certificate as the public page shows it: no e-mail, no user id. */
export interface VerifiedCertificate {
  code: string;
  holderName: string;
  programTitle: string;
  programNumber: string | null;
  credits: number;
  programDate: number;
  courses: { name: string; passedOn: number }[];
  issuedAt: number;
  revokedAt?: number;
  revokeReason?: RevokeReason;
}

/** GET /verify/{code} (public, rate limited). */
export interface CertificateVerification {
  status: VerificationStatus;
  certificate?: VerifiedCertificate;
}

/** One public key of the site's credential signing key set (RFC 7517, an Ed25519 OKP key). */
export interface CredentialJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** GET /verify/keys: the JWK set that verifies the credentials (raw, as JOSE libraries read it). */
export interface CredentialKeySet {
  keys: CredentialJwk[];
}

/** Media type of GET /verify/{code}/credential: a VC-JWT (W3C VC-JOSE-COSE; Open Badges 3.0 section 8.2). */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

/** Paths of the certificate calls (spec part 2 section 7, "Certificates"; the others ours). */
export const CERTIFICATE_ROUTES = {
  certificates: '/user/certificates',
  print: '/user/printCertificate',
  printCert: (userId: string) => `/stats/${userId}/printCert`,
  keys: '/verify/keys',
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
  credential: (code: string) => `/verify/${encodeURIComponent(code)}/credential`,
} as const;

/** The public verification page of a certificate (a web route, outside the signed-in shell). */
export const verificationPagePath = (code: string): string => `/verify/${encodeURIComponent(code)}`;
