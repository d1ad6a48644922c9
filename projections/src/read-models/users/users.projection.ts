import { DEFAULT_PREFERENCES, directoryRoom, userRoom } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { UserEvent } from '@cytocampus/domain';
import { orgScopedNotices } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { joinCounts, leaveCounts, recounted, USER_COUNTS_TABLE } from './user-counts.js';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];
const data = <T extends UserEvent['type']>(event: RecordedEvent): Data<T> => event.data as Data<T>;

/** Bumps the row's version and update time with every change (pushes carry the version). */
const touch = `version = version + 1, updated = $2`;

async function setColumns(db: SqlExecutor, event: RecordedEvent, assignments: string, values: unknown[] = []): Promise<void> {
  await db.query(`update users set ${assignments}, ${touch} where id = $1`, [streamEntityId(event), event.metadata.occurredAt, ...values]);
}

/**
 * A changed account to its own tabs and to those who may list it; a deleted one to its tabs and to
 * the site-wide lists (its organization is gone with the row: that organization's lists learn at
 * their next fetch).
 */
const userNotices = (db: SqlExecutor, events: readonly RecordedEvent[]) =>
  orgScopedNotices(db, events, {
    model: 'user',
    category: 'user',
    table: 'users',
    orgColumn: 'org_id',
    roomsOf: (id, orgId) => [userRoom(id), directoryRoom(null), ...(orgId ? [directoryRoom(orgId)] : [])],
  });

/** One row per account: what GET /user and the user lists read. No password hash here. */
export const usersProjection: Projection<'users'> = {
  name: 'users',
  // 4: pinned items (a rebuild picks up any pin a worker of version 3 skipped during a rolling update).
  // 5: how each account came to be (`origin`: the reports' Self-Signups are the 'registration' ones).
  // 6: users_org_name_idx, an organization's people in name order (the PT page's window at 5,000 people).
  version: 6,
  tables: ['users', 'user_counts'],
  notices: userNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists users (
        id text primary key,
        email text not null,
        role text not null,
        org_id text,
        group_id text,
        curriculum text,
        disabled boolean not null default false,
        terms int not null default 0,
        first_name text not null default '',
        last_name text not null default '',
        profession text not null default '',
        bio jsonb not null default '{}',
        preferences jsonb not null default '{}',
        permissions jsonb not null default '{}',
        pinned jsonb not null default '[]',
        notifications jsonb not null default '{}',
        -- How the account came to be (UserOrigin: registration, seed, admin, import); null for accounts older than the field.
        origin text,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1,
        -- What the list's search looks in: every word anywhere in the name or address.
        search_text text generated always as (lower(first_name || ' ' || last_name || ' ' || email)) stored
      )`,
      `create unique index if not exists users_email_key on users (email)`,
      `create index if not exists users_org_idx on users (org_id)`,
      `create index if not exists users_group_idx on users (group_id)`,
      `create index if not exists users_name_idx on users (lower(last_name), lower(first_name), id)`,
      `create index if not exists users_org_name_idx on users (org_id, lower(last_name), lower(first_name), id)`,
      `create index if not exists users_role_idx on users (role)`,
      // The sign-ups report pages through accounts by creation time.
      `create index if not exists users_created_idx on users (created, id)`,
      USER_COUNTS_TABLE,
      `create extension if not exists pg_trgm with schema public`,
      `create index if not exists users_search_idx on users using gin (search_text public.gin_trgm_ops)`,
    ]),
  ...perEvent({
    UserRegistered: async (db, event) => {
      const d = data<'UserRegistered'>(event);
      await db.query(
        `insert into users (id, email, role, org_id, group_id, terms, first_name, last_name, profession, bio, preferences, origin, created, updated)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $12, $12) on conflict (id) do nothing`,
        [
          d.userId,
          d.email,
          d.role,
          d.orgId,
          d.groupId,
          d.terms,
          d.bio.firstName,
          d.bio.lastName,
          d.bio.profession ?? '',
          JSON.stringify(d.bio),
          JSON.stringify({ ...DEFAULT_PREFERENCES, ...d.preferences }),
          event.metadata.occurredAt,
          d.origin ?? null,
        ],
      );
      await joinCounts(db, d.userId);
    },
    TermsAccepted: (db, event) => setColumns(db, event, 'terms = $3', [data<'TermsAccepted'>(event).version]),
    PreferencesChanged: (db, event) =>
      setColumns(db, event, 'preferences = preferences || $3::jsonb', [JSON.stringify(data<'PreferencesChanged'>(event).changes)]),
    ProfileUpdated: (db, event) => {
      const { changes } = data<'ProfileUpdated'>(event);
      return setColumns(
        db,
        event,
        `bio = bio || $3::jsonb, first_name = coalesce($4, first_name), last_name = coalesce($5, last_name), profession = coalesce($6, profession)`,
        [JSON.stringify(changes), changes.firstName ?? null, changes.lastName ?? null, changes.profession ?? null],
      );
    },
    UserDeactivated: (db, event) => recounted(db, event, () => setColumns(db, event, 'disabled = true')),
    UserReactivated: (db, event) => recounted(db, event, () => setColumns(db, event, 'disabled = false')),
    UserEmailChanged: (db, event) => setColumns(db, event, 'email = $3', [data<'UserEmailChanged'>(event).email]),
    UserRoleChanged: (db, event) => recounted(db, event, () => setColumns(db, event, 'role = $3', [data<'UserRoleChanged'>(event).role])),
    UserPermissionsChanged: (db, event) =>
      setColumns(db, event, 'permissions = $3::jsonb', [JSON.stringify(data<'UserPermissionsChanged'>(event).permissions)]),
    UserMembershipChanged: (db, event) => {
      const { orgId, groupId } = data<'UserMembershipChanged'>(event);
      return recounted(db, event, () => setColumns(db, event, 'org_id = $3, group_id = $4', [orgId, groupId]));
    },
    CurriculumAssigned: (db, event) => recounted(db, event, () => setColumns(db, event, 'curriculum = $3', [data<'CurriculumAssigned'>(event).curriculum])),
    // Kept in the order pinned; pinning twice or unpinning what is not pinned changes the list in no way.
    ItemPinned: (db, event) => {
      const item = JSON.stringify([data<'ItemPinned'>(event).item]);
      return setColumns(db, event, 'pinned = case when pinned @> $3::jsonb then pinned else pinned || $3::jsonb end', [item]);
    },
    ItemUnpinned: (db, event) =>
      setColumns(
        db,
        event,
        `pinned = coalesce((select jsonb_agg(p order by n) from jsonb_array_elements(pinned) with ordinality as e(p, n) where p <> $3::jsonb), '[]')`,
        [JSON.stringify(data<'ItemUnpinned'>(event).item)],
      ),
    UserDeleted: async (db, event) => {
      await leaveCounts(db, streamEntityId(event));
      await db.query('delete from users where id = $1', [streamEntityId(event)]);
    },
    // A deleted group leaves its members in the organization, without a group.
    GroupDeleted: (db, event) => {
      const { groupId } = event.data as { groupId: string };
      return db.query('update users set group_id = null, version = version + 1, updated = $2 where group_id = $1', [groupId, event.metadata.occurredAt]);
    },
  }),
};
