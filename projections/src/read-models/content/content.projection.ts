import type { ContentCreated, ContentUpdated } from '@cytocampus/domain';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { slideNotices } from '../slides/slide-notices.js';
import { authoredNotices } from './content-notices.js';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const list = (value: unknown): string => JSON.stringify(Array.isArray(value) ? value : []);
/** A revision's stream is `<type>-<id>`; its id is what follows the first dash. */
const revisionId = streamEntityId;

/**
 * One row per revision of every content item (courses, assignments, presentations, quizzes, slide
 * tests, evaluation forms, slides, reports): the base fields as columns for lists and search, the
 * whole item as `fields`. The current revision of an item is its active one, else its newest
 * (`currentRevisions` in its reader).
 */
export const contentProjection: Projection<'content'> = {
  name: 'content',
  version: 1,
  tables: ['content_items'],
  // A slide's base fields changed: its watchers fetch it (the slides projection patches the image side).
  notices: async (db, events) => [...(await slideNotices(db, events, false)), ...(await authoredNotices(db, events))],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists content_items (
        id text primary key,
        item_id text not null,
        type text not null,
        owner_id text,
        org_id text,
        previous_id text,
        name text not null,
        description text not null default '',
        tags jsonb not null default '[]',
        is_public boolean not null default false,
        allowed_orgs jsonb not null default '[]',
        filter_orgs jsonb not null default '[]',
        fields jsonb not null,
        active boolean not null default false,
        activated timestamptz,
        locked boolean not null default false,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists content_items_item_idx on content_items (type, item_id, active desc, created desc)`,
      `create index if not exists content_items_org_idx on content_items (org_id)`,
      `create index if not exists content_items_name_idx on content_items (type, lower(name), id)`,
    ]),
  ...perEvent({
    ContentCreated: (db, event) => {
      const d = event.data as ContentCreated['data'];
      const f = d.fields;
      return db.query(
        `insert into content_items (id, item_id, type, owner_id, org_id, previous_id, name, description, tags, is_public, allowed_orgs, filter_orgs, fields, created, updated)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14, $14) on conflict (id) do nothing`,
        [
          d.id,
          d.itemId,
          d.type,
          d.ownerId,
          d.orgId,
          d.previousId,
          text(f.name, 'Unnamed'),
          text(f.description),
          list(f.tags),
          f.isPublic === true,
          list(f.allowedOrgs),
          list(f.filterOrgs),
          JSON.stringify(f),
          event.metadata.occurredAt,
        ],
      );
    },
    ContentUpdated: (db, event) => {
      const c = (event.data as ContentUpdated['data']).changes;
      return db.query(
        `update content_items set fields = fields || $3::jsonb,
           name = coalesce($4, name), description = coalesce($5, description), tags = coalesce($6::jsonb, tags),
           is_public = coalesce($7, is_public), allowed_orgs = coalesce($8::jsonb, allowed_orgs), filter_orgs = coalesce($9::jsonb, filter_orgs),
           updated = $2, version = version + 1
         where id = $1`,
        [
          revisionId(event),
          event.metadata.occurredAt,
          JSON.stringify(c),
          'name' in c ? text(c.name, 'Unnamed') : null,
          'description' in c ? text(c.description) : null,
          'tags' in c ? list(c.tags) : null,
          'isPublic' in c ? c.isPublic === true : null,
          'allowedOrgs' in c ? list(c.allowedOrgs) : null,
          'filterOrgs' in c ? list(c.filterOrgs) : null,
        ],
      );
    },
    ContentActivated: (db, event) =>
      db.query('update content_items set active = true, activated = $3, updated = $2, version = version + 1 where id = $1', [
        revisionId(event),
        event.metadata.occurredAt,
        (event.data as { activated: string }).activated,
      ]),
    ContentDeactivated: (db, event) =>
      db.query('update content_items set active = false, updated = $2, version = version + 1 where id = $1', [revisionId(event), event.metadata.occurredAt]),
    ContentLocked: (db, event) =>
      db.query('update content_items set locked = true, updated = $2, version = version + 1 where id = $1', [revisionId(event), event.metadata.occurredAt]),
    ContentUnlocked: (db, event) =>
      db.query('update content_items set locked = false, updated = $2, version = version + 1 where id = $1', [revisionId(event), event.metadata.occurredAt]),
    ContentDeleted: (db, event) => db.query('delete from content_items where id = $1', [revisionId(event)]),
  }),
};
