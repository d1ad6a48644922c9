import { beforeEach, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { event } from '../../testing/harness.js';
import { certificatesProjection } from './certificates.projection.js';

const AT = '2026-11-22T10:00:05.000Z';
let position = 0;
/** An event of `stream` as the store records it, by `actorId`. */
const recorded = (streamId: string, type: string, data: object, actorId: string | null = null): RecordedEvent => {
  const base = event(type, data, AT);
  position += 1;
  return {
    ...base,
    metadata: { ...base.metadata, actorId, orgId: 'org1' },
    streamId,
    revision: 0n,
    position: { commit: 1n, prepare: BigInt(position) },
    created: new Date(0),
  };
};
const course = (moduleId: string, passedOn: number) => ({ moduleId, name: `Course ${moduleId}`, passedOn, result: 0.9 });
const issued = (code: string, userId: string, moduleIds: string[]) =>
  recorded(`certificate-${code}`, 'CertificateIssued', {
    code,
    userId,
    holderName: 'Zoë Łukasiewicz',
    programNumber: '510-503-26',
    programTitle: 'CytoCampus P.A.C.E. Continuing Education Program 510-503-26',
    programDate: 2_000,
    credits: moduleIds.length * 0.25,
    courses: moduleIds.map((m, i) => course(m, 1_000 + i * 1_000)),
    issuedAt: 3_000,
  });
const checkedOut = (reviewId: string, userId: string, moduleId: string) =>
  recorded(`review-${reviewId}`, 'ReviewCheckedOut', {
    reviewId,
    userId,
    moduleId,
    itemId: 'quiz1',
    revisionId: 'quiz1-r1',
    itemType: 'quiz',
    graded: true,
    pageCount: 1,
    session: 's1',
    startTime: 500,
  });
const cleared = (reviewId: string, by: string) => recorded(`review-${reviewId}`, 'ReviewCleared', { clearedAt: 4_000 }, by);

forEachDatabase('certificates read model on %s', (h) => {
  beforeEach(async () => {
    await h.sql.transaction((tx) => certificatesProjection.migrate(tx));
  });

  const apply = (events: RecordedEvent[]) =>
    h.sql.transaction(async (tx) => {
      await certificatesProjection.apply(tx, events);
      return certificatesProjection.notices!(tx, events);
    });
  const rows = async () =>
    (
      await h.sql.query<{
        code: string;
        printed_at: Date | null;
        revoked_at: Date | null;
        revoked_by: string | null;
        revoke_reason: string | null;
        version: number;
      }>(`select code, printed_at, revoked_at, revoked_by, revoke_reason, version from certificates order by code`)
    ).rows;

  it('keeps each issued certificate with its courses, prints and revocations, and tells its holder', async () => {
    const notices = await apply([
      issued('AAAA', 'u1', ['m1', 'm2']),
      recorded('certificate-AAAA', 'CertificatePrinted', { printedDate: 3_500 }, 'u1'),
      recorded('certificate-AAAA', 'CertificateRevoked', { reason: 'superseded', revokedAt: 3_600, replacedBy: 'BBBB' }, 'u1'),
    ]);
    const { rows: stored } = await h.sql.query(`select * from certificates`);
    expect(stored).toEqual([
      expect.objectContaining({
        code: 'AAAA',
        user_id: 'u1',
        org_id: 'org1',
        program_number: '510-503-26',
        program_date: new Date(2_000),
        credits: 0.5,
        holder_name: 'Zoë Łukasiewicz',
        courses: [course('m1', 1_000), course('m2', 2_000)],
        module_ids: ['m1', 'm2'],
        printed_at: new Date(3_500),
        revoked_at: new Date(3_600),
        revoked_by: 'u1',
        revoke_reason: 'superseded',
        version: 3,
      }),
    ]);
    expect(notices).toEqual([{ rooms: ['user:u1'], notice: { model: 'certificate', id: 'AAAA', version: 3 } }]);
  });

  it("revokes the learner's standing certificates holding a course whose progress is cleared, by whoever cleared it, and no other", async () => {
    await apply([
      issued('AAAA', 'u1', ['m1', 'm2']),
      issued('BBBB', 'u1', ['m3', 'm4']),
      issued('CCCC', 'u2', ['m1', 'm2']),
      checkedOut('r1', 'u1', 'm2'),
      checkedOut('r2', 'u2', 'm3'),
    ]);
    const notices = await apply([cleared('r1', 'admin1'), cleared('r2', 'admin1')]);
    expect(await rows()).toEqual([
      { code: 'AAAA', printed_at: null, revoked_at: new Date(4_000), revoked_by: 'admin1', revoke_reason: 'progressCleared', version: 2 },
      { code: 'BBBB', printed_at: null, revoked_at: null, revoked_by: null, revoke_reason: null, version: 1 },
      { code: 'CCCC', printed_at: null, revoked_at: null, revoked_by: null, revoke_reason: null, version: 1 },
    ]);
    expect(notices).toEqual([{ rooms: ['user:u1'], notice: { model: 'certificate', id: 'AAAA', version: 2 } }]);
    // Revoked once: a later clear, or a later explicit revocation, changes nothing.
    await apply([cleared('r1', 'admin2'), recorded('certificate-AAAA', 'CertificateRevoked', { reason: 'superseded', revokedAt: 9_000 })]);
    expect((await rows())[0]).toMatchObject({ revoked_by: 'admin1', revoke_reason: 'progressCleared' });
  });

  it('revokes one holding a course whose presentation an admin marked complete and then cleared', async () => {
    const marked = recorded(
      'review-r3',
      'ReviewMarkedComplete',
      {
        reviewId: 'r3',
        userId: 'u1',
        moduleId: 'm2',
        itemId: 'talk1',
        revisionId: 'talk1-r1',
        itemType: 'presentation',
        graded: false,
        pageCount: 1,
        orgId: 'org1',
        submitTime: 600,
        score: null,
      },
      'admin1',
    );
    await apply([marked, issued('AAAA', 'u1', ['m1', 'm2'])]);
    await apply([cleared('r3', 'admin2')]);
    expect((await rows())[0]).toMatchObject({ code: 'AAAA', revoked_by: 'admin2', revoke_reason: 'progressCleared' });
  });

  it('does not revoke a certificate issued after the clear (the review map and the replay order decide)', async () => {
    await apply([checkedOut('r1', 'u1', 'm1'), cleared('r1', 'admin1'), issued('AAAA', 'u1', ['m1', 'm2'])]);
    expect((await rows())[0]).toMatchObject({ code: 'AAAA', revoked_at: null });
  });
});
