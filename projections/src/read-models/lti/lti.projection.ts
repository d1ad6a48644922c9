import { directoryRoom, parseLtiTarget, type LtiList } from '@cytocampus/contracts';
import type {
  LtiLaunched,
  LtiPlatformChanged,
  LtiPlatformRegistered,
  LtiScoreRefused,
  LtiScoreSent,
  LtiToolKeyAdded,
  LtiToolKeyRetired,
  ReviewCheckedOut,
  ReviewCompleted,
} from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const PLATFORM_COLUMNS: Record<keyof LtiPlatformChanged['data']['changes'], string> = {
  name: 'name',
  issuer: 'issuer',
  clientId: 'client_id',
  deploymentIds: 'deployment_ids',
  keySetUrl: 'key_set_url',
  authUrl: 'auth_url',
  tokenUrl: 'token_url',
  enabled: 'enabled',
};

/**
 * Moves a list's version and marks it with the event that moved it (the notices of a batch are
 * those of its marked lists); only `when` that condition holds (parameters from $3).
 */
const touch = (db: SqlExecutor, event: RecordedEvent, list: LtiList, when = 'true', params: readonly unknown[] = []) =>
  db.query(
    `insert into lti_versions (name, version, last_event_id) select $1, 1, $2 where ${when}
     on conflict (name) do update set version = lti_versions.version + 1, last_event_id = excluded.last_event_id`,
    [list, event.id, ...params],
  );

/** `lti-platform-<id>` → `<id>`. */
const platformIdOf = (event: RecordedEvent): string => event.streamId.slice('lti-platform-'.length);

const writes = perEvent({
  LtiPlatformRegistered: async (db, event) => {
    const d = event.data as LtiPlatformRegistered['data'];
    await db.query(
      `insert into lti_platforms (id, org_id, name, issuer, client_id, deployment_ids, key_set_url, auth_url, token_url, enabled, created, updated)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $11) on conflict (id) do nothing`,
      [d.platformId, d.orgId, d.name, d.issuer, d.clientId, d.deploymentIds, d.keySetUrl, d.authUrl, d.tokenUrl, d.enabled, event.metadata.occurredAt],
    );
    await touch(db, event, 'platforms');
  },
  LtiPlatformChanged: async (db, event) => {
    const entries = Object.entries((event.data as LtiPlatformChanged['data']).changes) as [keyof typeof PLATFORM_COLUMNS, unknown][];
    const sets = entries.map(([field], i) => `${PLATFORM_COLUMNS[field]} = $${i + 3}${field === 'deploymentIds' ? '::text[]' : ''}`);
    await db.query(`update lti_platforms set ${[...sets, 'updated = $2', 'version = version + 1'].join(', ')} where id = $1`, [
      platformIdOf(event),
      event.metadata.occurredAt,
      ...entries.map(([, value]) => value),
    ]);
    await touch(db, event, 'platforms');
  },
  LtiPlatformRemoved: async (db, event) => {
    await db.query('delete from lti_platforms where id = $1', [platformIdOf(event)]);
    await touch(db, event, 'platforms');
  },
  LtiToolKeyAdded: async (db, event) => {
    const d = event.data as LtiToolKeyAdded['data'];
    await db.query(
      `insert into lti_tool_keys (kid, public_jwk, private_jwk_sealed, created, revision) values ($1, $2, $3, $4, $5) on conflict (kid) do nothing`,
      [d.kid, JSON.stringify(d.publicJwk), d.privateJwk, event.metadata.occurredAt, event.revision.toString()],
    );
    await touch(db, event, 'keys');
  },
  LtiToolKeyRetired: async (db, event) => {
    await db.query('delete from lti_tool_keys where kid = $1', [(event.data as LtiToolKeyRetired['data']).kid]);
    await touch(db, event, 'keys');
  },
  LtiLaunched: async (db, event) => {
    const d = event.data as LtiLaunched['data'];
    await db.query(
      `insert into lti_launches (id, platform_id, user_id, session_hash, subject, deployment_id, message_type, context_id, context_title, resource_link_id,
                                 resource_link_title, target, instructor, line_item_url, scopes, memberships_url, deep_link_return_url, deep_link_data, return_url, launched_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16, $17, $18, $19, $20) on conflict (id) do nothing`,
      [
        streamEntityId(event),
        d.platformId,
        d.userId,
        d.sessionHash,
        d.subject,
        d.deploymentId,
        d.messageType,
        d.contextId,
        d.contextTitle,
        d.resourceLinkId,
        d.resourceLinkTitle,
        d.target,
        d.instructor,
        d.lineItemUrl,
        d.scopes,
        d.membershipsUrl,
        d.deepLinkReturnUrl,
        d.deepLinkData,
        d.returnUrl ?? null,
        event.metadata.occurredAt,
      ],
    );
    // A launch of one item with a line item: that item's scores go to the line item.
    const target = parseLtiTarget(d.target);
    if (!target?.item || d.lineItemUrl === null) return;
    await db.query(
      `insert into lti_line_items (platform_id, line_item_url, user_id, subject, module_id, item_id, title) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (platform_id, line_item_url, user_id) do update set module_id = excluded.module_id, item_id = excluded.item_id, title = excluded.title`,
      [d.platformId, d.lineItemUrl, d.userId, d.subject, target.moduleId, target.item.itemId, d.resourceLinkTitle ?? target.item.itemId],
    );
  },
  // Only the reviews of items a line item waits for: the others never reach a platform.
  ReviewCheckedOut: (db, event) => {
    const d = event.data as ReviewCheckedOut['data'];
    return db.query(
      `insert into lti_reviews (review_id, user_id, module_id, item_id)
       select $1, $2, $3, $4 where exists (select 1 from lti_line_items where user_id = $2 and module_id = $3 and item_id = $4)
       on conflict (review_id) do nothing`,
      [d.reviewId, d.userId, d.moduleId, d.itemId],
    );
  },
  // One statement (a perEvent handler's statements run later, batched: it cannot read a result); the id
  // follows from what is sent, so the same completion projected again is the same row.
  ReviewCompleted: async (db, event) => {
    const d = event.data as ReviewCompleted['data'];
    const reviewId = streamEntityId(event);
    await db.query(
      `insert into lti_grade_passbacks (id, platform_id, user_id, subject, line_item_url, title, review_id, score_given, score_maximum, completed_at, status, updated)
       select md5(l.platform_id || chr(1) || l.line_item_url || chr(1) || l.user_id || chr(1) || r.review_id), l.platform_id, l.user_id, l.subject,
              l.line_item_url, l.title, r.review_id, $2::float8, 100, $3, 'pending', $4
         from lti_reviews r join lti_line_items l on l.user_id = r.user_id and l.module_id = r.module_id and l.item_id = r.item_id
        where r.review_id = $1
       on conflict (id) do nothing`,
      [reviewId, d.score === null ? null : Math.round(d.score * 10_000) / 100, new Date(d.submitTime).toISOString(), event.metadata.occurredAt],
    );
    await touch(db, event, 'passbacks', 'exists (select 1 from lti_grade_passbacks where review_id = $3)', [reviewId]);
  },
  LtiScoreSent: async (db, event) => {
    const d = event.data as LtiScoreSent['data'];
    await db.query(
      `update lti_grade_passbacks set status = 'sent', attempts = greatest(attempts, $2), sent_at = $3, next_attempt_at = null, updated = $3 where id = $1`,
      [d.passbackId, d.attempt, new Date(d.sentAt).toISOString()],
    );
    await touch(db, event, 'passbacks');
  },
  LtiScoreRefused: async (db, event) => {
    const d = event.data as LtiScoreRefused['data'];
    await db.query(
      `update lti_grade_passbacks set status = 'failing', attempts = greatest(attempts, $2), last_error = $3, next_attempt_at = $4, updated = $5
        where id = $1 and status <> 'sent'`,
      [d.passbackId, d.attempt, d.error, new Date(d.nextAttemptAt).toISOString(), event.metadata.occurredAt],
    );
    await touch(db, event, 'passbacks');
  },
  UserDeleted: async (db, event) => {
    const userId = streamEntityId(event);
    await db.query('delete from lti_line_items where user_id = $1', [userId]);
    await db.query('delete from lti_reviews where user_id = $1', [userId]);
    await touch(db, event, 'passbacks', `exists (select 1 from lti_grade_passbacks where user_id = $3 and status <> 'sent')`, [userId]);
    await db.query(`delete from lti_grade_passbacks where user_id = $1 and status <> 'sent'`, [userId]);
  },
});

/** One notice per list the batch changed, to the super users' directory room. */
async function ltiNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const { rows } = await db.query<{ name: LtiList; version: number }>(
    'select name, version from lti_versions where last_event_id = any($1::text[]) order by name',
    [events.map((e) => e.id)],
  );
  return rows.map((r) => ({ rooms: [directoryRoom(null)], notice: { model: 'lti', id: r.name, version: r.version } }));
}

/**
 * LTI 1.3 (docs/adr/0042): the registered platforms, our tool's keys (the private halves sealed),
 * the launches (by the session each started), the line items waiting for a learner's item, the
 * reviews of those items, and the scores to send back with how their sending went.
 */
export const ltiProjection: Projection<'lti'> = {
  name: 'lti',
  version: 1,
  tables: ['lti_platforms', 'lti_tool_keys', 'lti_launches', 'lti_line_items', 'lti_reviews', 'lti_grade_passbacks', 'lti_versions'],
  eventTypes: writes.eventTypes,
  apply: writes.apply,
  notices: ltiNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists lti_platforms (
        id text primary key,
        org_id text not null,
        name text not null,
        issuer text not null,
        client_id text not null,
        deployment_ids text[] not null,
        key_set_url text not null,
        auth_url text not null,
        token_url text not null,
        enabled boolean not null,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists lti_platforms_issuer_idx on lti_platforms (issuer, client_id)`,
      `create table if not exists lti_tool_keys (
        kid text primary key,
        public_jwk jsonb not null,
        private_jwk_sealed text not null,
        created timestamptz not null,
        revision bigint not null
      )`,
      `create table if not exists lti_launches (
        id text primary key,
        platform_id text not null,
        user_id text not null,
        session_hash text not null,
        subject text not null,
        deployment_id text not null,
        message_type text not null,
        context_id text,
        context_title text,
        resource_link_id text,
        resource_link_title text,
        target text,
        instructor boolean not null,
        line_item_url text,
        scopes text[] not null,
        memberships_url text,
        deep_link_return_url text,
        deep_link_data text,
        return_url text,
        launched_at timestamptz not null
      )`,
      `create index if not exists lti_launches_session_idx on lti_launches (session_hash, launched_at desc)`,
      `create table if not exists lti_line_items (
        platform_id text not null,
        line_item_url text not null,
        user_id text not null,
        subject text not null,
        module_id text not null,
        item_id text not null,
        title text not null,
        primary key (platform_id, line_item_url, user_id)
      )`,
      `create index if not exists lti_line_items_item_idx on lti_line_items (user_id, module_id, item_id)`,
      `create table if not exists lti_reviews (
        review_id text primary key,
        user_id text not null,
        module_id text not null,
        item_id text not null
      )`,
      `create table if not exists lti_grade_passbacks (
        id text primary key,
        platform_id text not null,
        user_id text not null,
        subject text not null,
        line_item_url text not null,
        title text not null,
        review_id text not null,
        score_given float8,
        score_maximum float8 not null,
        completed_at timestamptz not null,
        status text not null,
        attempts int not null default 0,
        last_error text,
        next_attempt_at timestamptz,
        sent_at timestamptz,
        updated timestamptz not null
      )`,
      `create index if not exists lti_grade_passbacks_due_idx on lti_grade_passbacks (status, next_attempt_at)`,
      `create table if not exists lti_versions (
        name text primary key,
        version int not null,
        last_event_id text
      )`,
    ]),
};
