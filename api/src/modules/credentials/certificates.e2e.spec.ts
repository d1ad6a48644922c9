/**
 * P.A.C.E. certificates end to end (issue 13; docs/adr/0026): the learner's certificates with their
 * hints, the print refused until two courses are passed with their feedback, the PDF (its text and
 * its subsetted font), the print record, the public verification with its Open Badges credential,
 * the supersession of a smaller certificate, the revocation when an admin clears a course, and the
 * rate limit of the public routes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { io, type Socket } from 'socket.io-client';
import {
  CERTIFICATE_HINTS,
  CERTIFICATE_MSG,
  CERTIFICATE_PAYLOAD_HEADER,
  CERTIFICATE_ROUTES,
  CREDENTIAL_MEDIA_TYPE,
  FEEDBACK_ROUTES,
  PACE_PROGRAM_TITLE,
  type CertificatePrintPayload,
  type CertificateVerification,
  type ClientToServerEvents,
  type ContentItem,
  type CredentialKeySet,
  type LearnerCertificate,
  type LearnerCertificates,
  type PrintedCertificate,
  type ReadModelChanged,
  type ServerToClientEvents,
  type SlideItem,
  type UserDetail,
} from '@cytocampus/contracts';
import { CERTIFICATE_CODE_PATTERN } from '@cytocampus/domain';
import { newUser } from '../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, hsilSlide, passSlideTest, PASSWORD } from '../learning/testing/seed-course.js';
import { pdfFontNames, pdfText } from './testing/pdf-text.js';
import { eventually } from '../../testing/eventually.js';

const PROGRAM = '510-503-26';
const NAMES = ['Bethesda review', 'Atypical squamous cells', 'Glandular lesions'] as const;
const api = (path: string) => `/api/v1${path}`;

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let slide: SlideItem;
let form: ContentItem;
let test: ContentItem;
/** The three P.A.C.E. courses of the program, each a slide test with the evaluation form. */
let courses: string[];
let learner: { client: TestClient; id: string; email: string };
let anonymous: TestClient;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;
const heard: ReadModelChanged[] = [];
/** The first certificate (two courses), then the one that supersedes it (three). */
let firstCode: string;
let secondCode: string;

const certificates = async () => ok<LearnerCertificates>(await learner.client.get(api(CERTIFICATE_ROUTES.certificates)));
const onlyCertificate = async (): Promise<LearnerCertificate> => {
  const { certificates: list } = await certificates();
  expect(list.map((c) => [c.programNumber, c.index])).toEqual([[PROGRAM, 1]]);
  return list[0]!;
};
const printPath = `${api(CERTIFICATE_ROUTES.print)}?programNumber=${PROGRAM}`;
/** Downloads the PDF as the browser does (a blob). */
const download = (client: TestClient, path = printPath) => fetch(`${t.url}${path}`, { headers: { cookie: client.cookieHeader } });
const submitFeedback = (moduleId: string) =>
  learner.client.put(api(`${FEEDBACK_ROUTES.submitFeedback(test.itemId)}?moduleId=${moduleId}`), {
    formId: form.itemId,
    feedback: [5, 4],
    paceProgramNumber: PROGRAM,
  });
const verify = (code: string, client: TestClient = anonymous) => client.get(api(CERTIFICATE_ROUTES.verify(code)));

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  slide = await hsilSlide(t.url, as.admin);
  form = await activeItem(as.admin, 'feedback-forms', {
    name: 'Course evaluation',
    formData: [{ title: 'Overall', description: '', items: ['Content', 'Speaker'] }],
  });
  test = await activeItem(as.admin, 'tests', { name: 'Screening test', slides: [slide.itemId], evalForm: form.itemId });
  courses = [];
  for (const name of NAMES)
    courses.push(
      (
        await activeItem(as.admin, 'modules', {
          name,
          items: [{ type: 'test', itemId: test.itemId }],
          paceCertificateEnabled: true,
          paceProgramNumber: PROGRAM,
        })
      ).itemId,
    );
  const assignment = await activeItem(as.admin, 'curricula', {
    name: 'P.A.C.E. assignment',
    isPublic: true,
    entries: courses.map((moduleId) => ({ moduleId, passingScore: 80 })),
  });
  // A holder whose name needs more than Latin-1: the embedded font must carry it.
  const body = newUser({ curriculum: assignment.itemId, password: PASSWORD, bio: { firstName: 'Zoë', lastName: 'Łukasiewicz' } });
  const user = ok<UserDetail>(await as.admin.post(api('/users'), body));
  const client = new TestClient(t.url);
  ok(await client.post(api('/login'), { email: body.email, password: PASSWORD }));
  learner = { client, id: user.id, email: body.email };
  anonymous = new TestClient(t.url);
  socket = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: learner.client.cookieHeader } });
  socket.on('changed', (notice) => heard.push(notice));
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
}, 240_000);
afterAll(async () => {
  socket?.disconnect();
  await t?.close();
});

describe('the learner’s certificates and the print', () => {
  it('lists the program with its courses and refuses the print until two courses are passed', async () => {
    const group = await onlyCertificate();
    expect(group).toMatchObject({
      programTitle: `${PACE_PROGRAM_TITLE} ${PROGRAM}`,
      credits: 0,
      programDate: null,
      downloadable: false,
      hints: [CERTIFICATE_HINTS.mustPass],
      issued: null,
    });
    expect(group.courses.map((c) => [c.name, c.passed, c.feedback, c.feedbackTestId])).toEqual(
      [...NAMES].sort().map((name) => [name, false, 'required', test.itemId]),
    );
    const refused = await learner.client.get(printPath);
    expect([refused.status, refused.body.message]).toEqual([409, CERTIFICATE_HINTS.mustPass]);
    const unknown = await learner.client.get(`${api(CERTIFICATE_ROUTES.print)}?programNumber=510-503-99`);
    expect([unknown.status, unknown.body.message]).toEqual([404, CERTIFICATE_MSG.noSuchCertificate]);
    const badIndex = await learner.client.get(`${printPath}&index=0`);
    expect([badIndex.status, badIndex.body.field]).toEqual([400, 'index']);
    expect((await anonymous.get(api(CERTIFICATE_ROUTES.certificates))).status).toBe(401);
  });

  it('asks for each passed course’s feedback, then lets the certificate be downloaded', async () => {
    await passSlideTest(learner.client, test.itemId, slide.itemId, courses[0]!);
    expect(await onlyCertificate()).toMatchObject({ credits: 0.25, hints: [CERTIFICATE_HINTS.mustPass, CERTIFICATE_HINTS.feedbackRequired] });
    const second = await passSlideTest(learner.client, test.itemId, slide.itemId, courses[1]!);
    const passed = await onlyCertificate();
    expect(passed).toMatchObject({ credits: 0.5, programDate: second.submitTime, downloadable: false, hints: [CERTIFICATE_HINTS.feedbackRequired] });
    const refused = await learner.client.get(printPath);
    expect([refused.status, refused.body.message]).toEqual([409, CERTIFICATE_HINTS.feedbackRequired]);

    expect(ok(await submitFeedback(courses[0]!))).toEqual({ success: true });
    expect((await onlyCertificate()).hints).toEqual([CERTIFICATE_HINTS.feedbackRequired]);
    expect(ok(await submitFeedback(courses[1]!))).toEqual({ success: true });
    const ready = await onlyCertificate();
    expect(ready).toMatchObject({ downloadable: true, hints: [], issued: null });
    expect(ready.courses.filter((c) => c.passed).map((c) => [c.moduleId, c.feedback])).toEqual([
      [courses[0], 'submitted'],
      [courses[1], 'submitted'],
    ]);
  });

  it('answers the certificate as a PDF with a subsetted font: holder, credits, program, courses and verification code', async () => {
    const res = await download(learner.client);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const payload = JSON.parse(decodeURIComponent(res.headers.get(CERTIFICATE_PAYLOAD_HEADER)!)) as Required<CertificatePrintPayload>;
    firstCode = payload.code;
    expect(firstCode).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(payload).toMatchObject({ userName: 'Zoë Łukasiewicz', credits: 0.5, programTitle: `${PACE_PROGRAM_TITLE} ${PROGRAM}`, paceProgramNumber: PROGRAM });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Zoë Łukasiewicz',
      'Credits: 0.5',
      `Program number: ${PROGRAM}`,
      NAMES[0],
      NAMES[1],
      `Verification code: ${firstCode}`,
      `/verify/${firstCode}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(NAMES[2]);
    expect(text).not.toContain(learner.email);
    const fonts = pdfFontNames(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^\/BaseFont\s*\/[A-Z]{6}\+DejaVuSans/);

    // The certificate is issued once: the page shows it, a second download reuses the code.
    expect((await onlyCertificate()).issued).toMatchObject({ code: firstCode, printedAt: null });
    const again = await download(learner.client);
    expect(JSON.parse(decodeURIComponent(again.headers.get(CERTIFICATE_PAYLOAD_HEADER)!))).toEqual(payload);
    await eventually(() => heard.some((n) => n.model === 'certificate' && n.id === firstCode), 'the certificate notice');
  });

  it('records the print of the holder’s own certificate, with the payload it was issued with', async () => {
    const { headers } = await download(learner.client);
    const payload = JSON.parse(decodeURIComponent(headers.get(CERTIFICATE_PAYLOAD_HEADER)!)) as CertificatePrintPayload;
    const record = (client: TestClient, body: unknown, userId = learner.id) => client.put(api(CERTIFICATE_ROUTES.printCert(userId)), body);
    const notTheirs = await record(as.admin, payload);
    expect([notTheirs.status, notTheirs.body.code]).toEqual([403, 403]);
    const edited = await record(learner.client, { ...payload, credits: 4 });
    expect([edited.status, edited.body.message, edited.body.field]).toEqual([400, CERTIFICATE_MSG.mismatch, 'credits']);
    const missing = await record(learner.client, { ...payload, userName: undefined });
    expect([missing.status, missing.body.field]).toEqual([400, 'userName']);
    const unknown = await record(learner.client, { ...payload, code: '0000-0000-0000-0000-0000-0000-0000' });
    expect([unknown.status, unknown.body.message]).toEqual([404, CERTIFICATE_MSG.notIssued]);
    // Without the code (the spec's payload), the certificate of that program and date.
    const { code: _code, ...specPayload } = payload;
    const printed = ok<PrintedCertificate>(await record(learner.client, specPayload));
    expect(printed).toEqual({
      code: firstCode,
      printedDate: expect.any(Number) as unknown,
      programDate: payload.programDate,
      programTitle: payload.programTitle,
      credits: 0.5,
      paceProgramNumber: PROGRAM,
    });
    expect((await onlyCertificate()).issued).toMatchObject({ code: firstCode, printedAt: printed.printedDate });
  });
});

describe('the public verification', () => {
  it('shows the whole certificate to anyone, without its holder’s e-mail or id', async () => {
    const res = await verify(firstCode);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = ok<CertificateVerification>(res);
    expect(answer).toEqual({
      status: 'valid',
      certificate: {
        code: firstCode,
        holderName: 'Zoë Łukasiewicz',
        programTitle: `${PACE_PROGRAM_TITLE} ${PROGRAM}`,
        programNumber: PROGRAM,
        credits: 0.5,
        programDate: expect.any(Number) as unknown,
        courses: [
          { name: NAMES[0], passedOn: expect.any(Number) as unknown },
          { name: NAMES[1], passedOn: expect.any(Number) as unknown },
        ],
        issuedAt: expect.any(Number) as unknown,
      },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(learner.email);
    expect(text).not.toContain(learner.id);
    // Typed as people type it: lower case, no dashes.
    expect(ok<CertificateVerification>(await verify(firstCode.toLowerCase().replaceAll('-', ''))).status).toBe('valid');
  });

  it('says plainly when no certificate has the code', async () => {
    expect(ok<CertificateVerification>(await verify('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ'))).toEqual({ status: 'not-found' });
    expect(ok<CertificateVerification>(await verify('not-a-code'))).toEqual({ status: 'not-found' });
    const credential = await anonymous.get(api(CERTIFICATE_ROUTES.credential('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ')));
    expect([credential.status, credential.body.message]).toEqual([404, CERTIFICATE_MSG.credentialNotFound]);
  });

  it('offers an Open Badges 3.0 credential that verifies offline against the published keys, and not once tampered with', async () => {
    const keys = await fetch(`${t.url}${api(CERTIFICATE_ROUTES.keys)}`);
    const keySet = (await keys.json()) as CredentialKeySet;
    expect(keySet.keys).toEqual([
      { kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.stringContaining('/api/v1/verify/keys#'), alg: 'EdDSA', use: 'sig' },
    ]);
    const res = await fetch(`${t.url}${api(CERTIFICATE_ROUTES.credential(firstCode))}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, CREDENTIAL_MEDIA_TYPE]);
    const jwt = await res.text();
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(keySet));
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: keySet.keys[0]!.kid });
    expect(payload).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { type: ['Profile'], name: 'CytoCampus' },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityHash: 'Zoë Łukasiewicz', identityType: 'name', hashed: false }],
        creditsEarned: 0.5,
        achievement: { type: ['Achievement'], achievementType: 'Certificate', humanCode: PROGRAM, name: `${PACE_PROGRAM_TITLE} ${PROGRAM}` },
      },
      evidence: [{ name: NAMES[0] }, { name: NAMES[1] }],
    });
    expect(payload.jti).toBe(payload.id);
    expect(payload.jti).toContain(`/verify/${firstCode}`);
    expect(JSON.stringify(payload)).not.toContain(learner.email);

    // Another holder's name in the same signature: refused.
    const [header, , signature] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(jwt), credentialSubject: { identifier: [{ identityHash: 'Mallory' }] } })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, createLocalJWKSet(keySet))).rejects.toThrow('signature verification failed');
  });
});

describe('a larger certificate of the program and a cleared course', () => {
  it('supersedes the smaller certificate once a third course is passed', async () => {
    await passSlideTest(learner.client, test.itemId, slide.itemId, courses[2]!);
    ok(await submitFeedback(courses[2]!));
    const group = await onlyCertificate();
    expect(group).toMatchObject({ credits: 0.75, downloadable: true, issued: null });
    const res = await download(learner.client);
    secondCode = (JSON.parse(decodeURIComponent(res.headers.get(CERTIFICATE_PAYLOAD_HEADER)!)) as Required<CertificatePrintPayload>).code;
    expect(secondCode).not.toBe(firstCode);
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('Credits: 0.75');
    const old = ok<CertificateVerification>(await verify(firstCode));
    expect([old.status, old.certificate?.revokeReason]).toEqual(['revoked', 'superseded']);
    const { revoked } = await certificates();
    expect(revoked).toEqual([expect.objectContaining({ code: firstCode, reason: 'superseded', credits: 0.5 })]);
  });

  it('revokes the certificate when an admin clears one of its courses: the page says so, the credential is gone', async () => {
    heard.length = 0;
    ok(await as.admin.call('delete', api(`/stats/${learner.id}/records?moduleId=${courses[1]}`)));
    // The clear answers once the stats have it; the certificates read model follows it (the learner's page hears of it).
    await eventually(() => heard.some((n) => n.model === 'certificate' && n.id === secondCode), 'the revocation notice');
    const answer = ok<CertificateVerification>(await verify(secondCode));
    expect(answer.status).toBe('revoked');
    expect(answer.certificate).toMatchObject({ code: secondCode, credits: 0.75, revokedAt: expect.any(Number) as unknown, revokeReason: 'progressCleared' });
    const credential = await anonymous.get(api(CERTIFICATE_ROUTES.credential(secondCode)));
    expect([credential.status, credential.body.message]).toEqual([410, CERTIFICATE_MSG.credentialRevoked]);
    const { rows } = await t.server.infra.sql.query<{ revoked_by: string }>(`select revoked_by from certificates where code = $1`, [secondCode]);
    const admin = ok<{ id: string }>(await as.admin.get(api('/user')));
    expect(rows).toEqual([{ revoked_by: admin.id }]);
    // The learner's page: the course is no longer passed, the certificate is listed as revoked.
    const page = await certificates();
    expect(page.certificates[0]).toMatchObject({ credits: 0.5, downloadable: true, issued: null });
    expect(page.revoked.map((r) => [r.code, r.reason])).toEqual([
      [secondCode, 'progressCleared'],
      [firstCode, 'superseded'],
    ]);
    const reprint = await learner.client.put(api(CERTIFICATE_ROUTES.printCert(learner.id)), {
      ...{ userName: 'Zoë Łukasiewicz', credits: 0.75 },
      programTitle: `${PACE_PROGRAM_TITLE} ${PROGRAM}`,
      programDate: answer.certificate!.programDate,
      paceProgramNumber: PROGRAM,
      code: secondCode,
    });
    expect([reprint.status, reprint.body.message]).toEqual([409, CERTIFICATE_MSG.revoked]);
  });

  it('limits verifications per client address, saying when to try again', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 30; i++)
      expect((await anonymous.call('get', api(CERTIFICATE_ROUTES.verify(firstCode)), undefined, from('203.0.113.7'))).status).toBe(200);
    const refused = await anonymous.call('get', api(CERTIFICATE_ROUTES.credential(firstCode)), undefined, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many verification requests\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await anonymous.call('get', api(CERTIFICATE_ROUTES.verify(firstCode)), undefined, from('203.0.113.8'))).status).toBe(200);
  });
});
