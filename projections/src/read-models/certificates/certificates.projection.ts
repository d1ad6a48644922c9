import type {
  CertificateIssued,
  CertificatePrinted,
  CertificateRevoked,
  ReviewCheckedOut,
  ReviewCleared,
  ReviewMarkedComplete,
  ReviewSubject,
} from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { certificateNotices } from './certificate-notices.js';

/** What a revocation by a cleared course records as its reason (a RevokeReason). */
const PROGRESS_CLEARED = 'progressCleared';

/** Remembers whose review of which course a review id is. */
const mapReview = (db: SqlExecutor, subject: ReviewSubject) =>
  db.query(`insert into certificate_reviews (review_id, user_id, module_id) values ($1, $2, $3) on conflict (review_id) do nothing`, [
    subject.reviewId,
    subject.userId,
    subject.moduleId,
  ]);

/**
 * Issued P.A.C.E. certificates (docs/adr/0026): one row per code, from the certificate's own events,
 * and revoked when an administrator clears the progress of one of its courses. For that it keeps
 * its own small map of review → learner and course (from ReviewCheckedOut and ReviewMarkedComplete), since a ReviewCleared
 * names only its review and another read model's tables are not there during a rebuild.
 */
export const certificatesProjection: Projection<'certificates'> = {
  name: 'certificates',
  // 2: reviews an admin marked complete join the review map.
  version: 2,
  tables: ['certificates', 'certificate_reviews'],
  notices: certificateNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists certificates (
        code text primary key,
        user_id text not null,
        org_id text,
        program_number text,
        program_title text not null,
        program_date timestamptz not null,
        credits float8 not null,
        holder_name text not null,
        courses jsonb not null,
        -- The courses' ids in order, for "has this set been issued?" and "is this course in one?".
        module_ids text[] not null,
        issued_at timestamptz not null,
        printed_at timestamptz,
        revoked_at timestamptz,
        revoked_by text,
        revoke_reason text,
        -- The review whose clearing revoked it (its notice finds it by this).
        revoked_by_review text,
        version int not null default 1
      )`,
      `create index if not exists certificates_user_idx on certificates (user_id, issued_at desc)`,
      `create index if not exists certificates_revoked_by_review_idx on certificates (revoked_by_review) where revoked_by_review is not null`,
      `create table if not exists certificate_reviews (
        review_id text primary key,
        user_id text not null,
        module_id text not null
      )`,
    ]),
  ...perEvent({
    CertificateIssued: (db, event) => {
      const d = event.data as CertificateIssued['data'];
      return db.query(
        `insert into certificates (code, user_id, org_id, program_number, program_title, program_date, credits, holder_name, courses, module_ids, issued_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::text[], $11) on conflict (code) do nothing`,
        [
          d.code,
          d.userId,
          event.metadata.orgId,
          d.programNumber,
          d.programTitle,
          new Date(d.programDate).toISOString(),
          d.credits,
          d.holderName,
          JSON.stringify(d.courses),
          d.courses.map((c) => c.moduleId),
          new Date(d.issuedAt).toISOString(),
        ],
      );
    },
    CertificatePrinted: (db, event) =>
      db.query(`update certificates set printed_at = $2, version = version + 1 where code = $1`, [
        streamEntityId(event),
        new Date((event.data as CertificatePrinted['data']).printedDate).toISOString(),
      ]),
    CertificateRevoked: (db, event) => {
      const d = event.data as CertificateRevoked['data'];
      return db.query(
        `update certificates set revoked_at = $2, revoked_by = $3, revoke_reason = $4, version = version + 1 where code = $1 and revoked_at is null`,
        [streamEntityId(event), new Date(d.revokedAt).toISOString(), event.metadata.actorId, d.reason],
      );
    },
    ReviewCheckedOut: (db, event) => mapReview(db, event.data as ReviewCheckedOut['data']),
    // An admin may mark a presentation complete that the learner never opened: that review starts here.
    ReviewMarkedComplete: (db, event) => mapReview(db, event.data as ReviewMarkedComplete['data']),
    // Clearing any progress of a course takes back every standing certificate of that learner that holds it.
    ReviewCleared: (db, event) =>
      db.query(
        `update certificates c set revoked_at = $2, revoked_by = $3, revoke_reason = '${PROGRESS_CLEARED}', revoked_by_review = $1, version = c.version + 1
           from certificate_reviews r
          where r.review_id = $1 and c.user_id = r.user_id and r.module_id = any(c.module_ids) and c.revoked_at is null`,
        [streamEntityId(event), new Date((event.data as ReviewCleared['data']).clearedAt).toISOString(), event.metadata.actorId],
      ),
  }),
};
