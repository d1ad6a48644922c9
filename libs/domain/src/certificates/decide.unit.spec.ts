import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { CERTIFICATE_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { CERTIFICATE_CODE_BITS, CERTIFICATE_CODE_BYTES, CERTIFICATE_CODE_PATTERN, certificateCodeOf, normalizeCertificateCode } from './code.js';
import { certificateDecider } from './decide.js';
import type { CertificateEvent, CertificateIssuedData } from './events.js';

const CODE = certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES).fill(0xa5));
const data: CertificateIssuedData = {
  code: CODE,
  userId: 'u1',
  holderName: 'Zoë Łukasiewicz',
  programNumber: '510-503-26',
  programTitle: 'CytoCampus P.A.C.E. Continuing Education Program 510-503-26',
  programDate: 2_000,
  credits: 0.5,
  courses: [
    { moduleId: 'm1', name: 'One', passedOn: 1_000, result: 0.9 },
    { moduleId: 'm2', name: 'Two', passedOn: 2_000, result: 0.85 },
  ],
  issuedAt: 3_000,
};
const issued: CertificateEvent = { type: 'CertificateIssued', data };
const payload = { userName: data.holderName, credits: 0.5, programDate: 2_000, programTitle: data.programTitle, paceProgramNumber: data.programNumber };
const print = (overrides: Record<string, unknown> = {}) => ({
  type: 'RecordPrint' as const,
  userId: 'u1',
  printedDate: 4_000,
  payload: { ...payload, ...overrides },
});
const revoked: CertificateEvent = { type: 'CertificateRevoked', data: { reason: 'progressCleared', revokedAt: 5_000 } };

describe('certificate decider', () => {
  it('issues a certificate once, with the figures the rules give', () => {
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data })
      .then([issued]);
    given(certificateDecider, [issued])
      .when({ type: 'IssueCertificate', ...data })
      .thenRefuses('This certificate was already issued.', 'code');
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data, credits: 1 })
      .thenRefuses('A certificate is worth 0.25 credit per course.', 'credits');
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data, programDate: 1_000 })
      .thenRefuses('A certificate is dated by its last pass.');
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data, code: 'ABCD' })
      .thenRefuses('A certificate code has 7 groups of 4 base32 characters.');
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data, courses: [], credits: 0 })
      .thenRefuses('A certificate holds 1 to 4 courses.');
    given(certificateDecider, [])
      .when({ type: 'IssueCertificate', ...data, holderName: ' ' })
      .thenRefuses('A certificate names its holder.');
  });

  it("records its holder's prints when the payload is the certificate's, any number of times", () => {
    given(certificateDecider, [issued])
      .when(print())
      .then([{ type: 'CertificatePrinted', data: { printedDate: 4_000 } }]);
    given(certificateDecider, [issued, { type: 'CertificatePrinted', data: { printedDate: 4_000 } }])
      .when(print({ code: CODE }))
      .then([{ type: 'CertificatePrinted', data: { printedDate: 4_000 } }]);
  });

  it('refuses a print of a payload that is not the certificate issued, naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: 'Someone Else' }, 'userName'],
      [{ credits: 1 }, 'credits'],
      [{ programDate: 1_999 }, 'programDate'],
      [{ programTitle: 'Another program' }, 'programTitle'],
      [{ paceProgramNumber: '510-503-25' }, 'paceProgramNumber'],
      [{ code: certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES)) }, 'code'],
    ];
    for (const [change, field] of cases) given(certificateDecider, [issued]).when(print(change)).thenRefuses(CERTIFICATE_MSG.mismatch, field);
  });

  it('refuses a print by anyone but the holder, of no certificate, or of a revoked one', () => {
    given(certificateDecider, [issued])
      .when({ ...print(), userId: 'u2' })
      .thenRefuses(CERTIFICATE_MSG.notIssued);
    given(certificateDecider, []).when(print()).thenRefuses(CERTIFICATE_MSG.notIssued);
    given(certificateDecider, [issued, revoked]).when(print()).thenRefuses(CERTIFICATE_MSG.revoked);
  });

  it('revokes once', () => {
    given(certificateDecider, [issued]).when({ type: 'Revoke', reason: 'progressCleared', revokedAt: 5_000 }).then([revoked]);
    given(certificateDecider, [issued, revoked]).when({ type: 'Revoke', reason: 'superseded', revokedAt: 6_000 }).then([]);
    given(certificateDecider, []).when({ type: 'Revoke', reason: 'superseded', revokedAt: 6_000 }).thenRefuses(CERTIFICATE_MSG.credentialNotFound);
  });
});

describe('certificate codes', () => {
  it('carry at least 128 random bits in 7 groups of 4 Crockford base32 characters', () => {
    expect(CERTIFICATE_CODE_BITS).toBeGreaterThanOrEqual(128);
    const codes = Array.from({ length: 200 }, () => certificateCodeOf(randomBytes(CERTIFICATE_CODE_BYTES)));
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    expect(certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES))).toBe('0000-0000-0000-0000-0000-0000-0000');
    expect(certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES).fill(0xff))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(() => certificateCodeOf(new Uint8Array(CERTIFICATE_CODE_BYTES - 1))).toThrow(RangeError);
  });

  it('read back as typed: any case, without dashes, O for 0 and I or L for 1; anything else is no code', () => {
    const code = 'A1B2-C3D4-E5F6-G7H8-J9K0-MNPQ-RSTV';
    expect(normalizeCertificateCode(code)).toBe(code);
    expect(normalizeCertificateCode('a1b2 c3d4 e5f6 g7h8 j9ko mnpq rstv')).toBe(code);
    expect(normalizeCertificateCode('AIB2C3D4E5F6G7H8J9K0MNPQRSTV')).toBe(code);
    expect(normalizeCertificateCode('ALB2-C3D4-E5F6-G7H8-J9K0-MNPQ-RSTV')).toBe(code);
    expect(normalizeCertificateCode('A1B2-C3D4-E5F6-G7H8-J9K0-MNPQ-RST')).toBeNull();
    expect(normalizeCertificateCode('U1B2-C3D4-E5F6-G7H8-J9K0-MNPQ-RSTV')).toBeNull();
    expect(normalizeCertificateCode('keys')).toBeNull();
    expect(normalizeCertificateCode('x'.repeat(1000))).toBeNull();
  });
});
