import { userRoom } from '@cytocampus/contracts';
import type { SkillOutlierDropped, SkillOutlierFlagged, SkillOutlierMailed, SkillOutlierNoticeRead, SkillOutlierSettingsChanged } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const iso = (ms: number): string => new Date(ms).toISOString();

/** Moves a recipient's version: their alerts menu refetches on the notice. */
const touch = (db: SqlExecutor, recipientIds: readonly string[]) =>
  db.query(
    `insert into skill_outlier_recipients (recipient_id, version) select unnest($1::text[]), 1
     on conflict (recipient_id) do update set version = skill_outlier_recipients.version + 1`,
    [recipientIds],
  );

const writes = perEvent({
  SkillOutlierSettingsChanged: (db, event) => {
    const d = event.data as SkillOutlierSettingsChanged['data'];
    return db.query(
      `insert into skill_outlier_settings (org_id, factor, min_slides) values ($1, $2, $3)
       on conflict (org_id) do update set factor = excluded.factor, min_slides = excluded.min_slides`,
      [streamEntityId(event), d.factor, d.minSlides],
    );
  },
  SkillOutlierFlagged: async (db, event) => {
    const d = event.data as SkillOutlierFlagged['data'];
    await db.query(
      `insert into skill_outlier_standing (user_id, org_id, rates) values ($1, $2, $3::jsonb)
       on conflict (user_id) do update set org_id = excluded.org_id,
         rates = (select jsonb_agg(distinct r) from jsonb_array_elements_text(skill_outlier_standing.rates || excluded.rates) r)`,
      [d.userId, d.orgId, JSON.stringify(d.rates)],
    );
    if (d.recipients.length === 0) return;
    await db.query(
      `insert into skill_outlier_notices (flag_id, recipient_id, user_id, org_id, rates, learner, organization, factor, from_month, to_month, at)
       select $1, r, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9, $10 from unnest($11::text[]) as r
       on conflict (flag_id, recipient_id) do nothing`,
      [
        d.flagId,
        d.userId,
        d.orgId,
        JSON.stringify(d.rates),
        JSON.stringify(d.learner),
        JSON.stringify(d.organization),
        d.factor,
        d.from,
        d.to,
        iso(d.at),
        d.recipients,
      ],
    );
    await touch(db, d.recipients);
  },
  SkillOutlierDropped: async (db, event) => {
    const d = event.data as SkillOutlierDropped['data'];
    await db.query(
      `update skill_outlier_standing set rates = (select coalesce(jsonb_agg(r), '[]'::jsonb) from jsonb_array_elements_text(rates) r where r <> all($2::text[]))
        where user_id = $1`,
      [d.userId, d.rates],
    );
    await db.query(`delete from skill_outlier_standing where user_id = $1 and rates = '[]'::jsonb`, [d.userId]);
  },
  SkillOutlierNoticeRead: async (db, event) => {
    const d = event.data as SkillOutlierNoticeRead['data'];
    await db.query(`update skill_outlier_notices set read_at = $3 where flag_id = $1 and recipient_id = $2 and read_at is null`, [
      d.flagId,
      d.recipientId,
      iso(d.at),
    ]);
    await touch(db, [d.recipientId]);
  },
  SkillOutlierMailed: (db, event) => {
    const d = event.data as SkillOutlierMailed['data'];
    return db.query(`update skill_outlier_notices set mail = $3 where flag_id = $1 and recipient_id = $2`, [d.flagId, d.recipientId, d.outcome]);
  },
});

/** The recipients whose notifications the events changed: a notice to each one's own room. */
async function outlierNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'SkillOutlierFlagged') for (const id of (event.data as SkillOutlierFlagged['data']).recipients) ids.add(id);
    if (event.type === 'SkillOutlierNoticeRead') ids.add((event.data as SkillOutlierNoticeRead['data']).recipientId);
  }
  if (ids.size === 0) return [];
  const { rows } = await db.query<{ recipient_id: string; version: number }>(
    'select recipient_id, version from skill_outlier_recipients where recipient_id = any($1)',
    [[...ids]],
  );
  return rows.map((r) => ({ rooms: [userRoom(r.recipient_id)], notice: { model: 'skillOutlier', id: r.recipient_id, version: r.version } }));
}

/**
 * Outlier thresholds and notifications (issue 31 "Live", docs/adr/0036): each organization's
 * thresholds (`skill_outlier_settings`, absent: the defaults), and one row per flag and recipient
 * (`skill_outlier_notices`: the learner, the rates crossed, both sides' figures, when it was read,
 * whether it was mailed) for the alerts menu and the mail loop; `skill_outlier_recipients` holds
 * each recipient's version for the live notice; `skill_outlier_standing` the rates each learner
 * stands out in as recorded (flagged, not dropped since), which the outlier watch compares with.
 */
export const skillOutliersProjection: Projection<'skillOutliers'> = {
  name: 'skillOutliers',
  version: 2,
  tables: ['skill_outlier_settings', 'skill_outlier_notices', 'skill_outlier_recipients', 'skill_outlier_standing'],
  eventTypes: writes.eventTypes,
  apply: writes.apply,
  notices: outlierNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists skill_outlier_settings (org_id text primary key, factor float8 not null, min_slides int not null)`,
      `create table if not exists skill_outlier_notices (
        flag_id text not null,
        recipient_id text not null,
        user_id text not null,
        org_id text not null,
        rates jsonb not null,
        learner jsonb not null,
        organization jsonb not null,
        factor float8 not null,
        from_month text not null,
        to_month text not null,
        at timestamptz not null,
        read_at timestamptz,
        mail text,
        primary key (flag_id, recipient_id)
      )`,
      `create index if not exists skill_outlier_notices_recipient_idx on skill_outlier_notices (recipient_id, at desc)`,
      `create index if not exists skill_outlier_notices_unmailed_idx on skill_outlier_notices (at) where mail is null`,
      `create table if not exists skill_outlier_recipients (recipient_id text primary key, version int not null)`,
      `create table if not exists skill_outlier_standing (user_id text primary key, org_id text not null, rates jsonb not null)`,
      `create index if not exists skill_outlier_standing_org_idx on skill_outlier_standing (org_id)`,
    ]),
};
