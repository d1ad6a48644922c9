import type { JWTPayload } from 'jose';
import { PACE_CREDITS_PER_COURSE, PRODUCT_NAME, verificationPagePath } from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits, type CertificateIssuedData } from '@cytocampus/domain';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (W3C VC data model 2.0), with the
 * registered claims of its VC-JWT form (OB 3.0 section 8.2: the payload is the credential, `iss`
 * the issuer, `jti` the credential, `nbf` its validFrom). The holder is named by an IdentityObject
 * of type name, in clear: it is the name printed on the certificate, and nothing else about them is
 * in it. The credential's id is the public verification page, which also says whether it was revoked.
 */
export function openBadgeCredential(certificate: CertificateIssuedData, publicUrl: string): JWTPayload {
  const page = `${publicUrl}${verificationPagePath(certificate.code)}`;
  const issuer = `${publicUrl}/`;
  const courses = certificate.courses.length;
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: page,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.programTitle,
    description: `P.A.C.E. certificate ${certificate.code}`,
    issuer: { id: issuer, type: ['Profile'], name: PRODUCT_NAME, url: issuer },
    validFrom: iso(certificate.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: certificate.holderName, identityType: 'name', hashed: false }],
      activityEndDate: iso(certificate.programDate),
      creditsEarned: certificate.credits,
      achievement: {
        id: `${page}#achievement`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.programTitle,
        description: `Passed ${courses} course${courses === 1 ? '' : 's'} of the program, ${formatCredits(certificate.credits)} credit${certificate.credits === 1 ? '' : 's'}, dated ${formatCertificateDate(certificate.programDate)}.`,
        criteria: {
          narrative: `Pass at least 2 courses of the program (result × 100 at least the course's passing score) and submit each course's evaluation; each passed course is worth ${PACE_CREDITS_PER_COURSE} credit.`,
        },
        creditsAvailable: certificate.credits,
        ...(certificate.programNumber ? { humanCode: certificate.programNumber } : {}),
      },
    },
    evidence: certificate.courses.map((course) => ({ type: ['Evidence'], name: course.name, description: `Passed ${formatCertificateDate(course.passedOn)}` })),
    iss: issuer,
    jti: page,
    nbf: Math.floor(certificate.issuedAt / 1000),
  };
}
