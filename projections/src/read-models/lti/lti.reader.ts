import type { LtiList, LtiMessageType, LtiPassbackStatus } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the lti read model (ADR 0002 "Readers"; docs/adr/0042). Every query names its
 * columns: `private_jwk_sealed` is read by `ltiSigningKey` alone, so no answer built from the
 * others can hold a private key. Names come from the organizations and users read models.
 */

export interface LtiPlatformRow {
  id: string;
  org_id: string;
  org_name: string;
  name: string;
  issuer: string;
  client_id: string;
  deployment_ids: string[];
  key_set_url: string;
  auth_url: string;
  token_url: string;
  enabled: boolean;
  linked_accounts: number;
  failing_passbacks: number;
  created: Date;
  updated: Date;
  version: number;
}

const PLATFORM_SELECT = `
  select p.id, p.org_id, coalesce(o.name, '') as org_name, p.name, p.issuer, p.client_id, p.deployment_ids, p.key_set_url, p.auth_url, p.token_url,
         p.enabled, (select count(*)::int from user_identities i where i.provider_id = p.id) as linked_accounts,
         (select count(*)::int from lti_grade_passbacks g where g.platform_id = p.id and g.status = 'failing') as failing_passbacks,
         p.created, p.updated, p.version
    from lti_platforms p left join organizations o on o.id = p.org_id`;

/** Every registered platform, by name. */
export async function ltiPlatforms(sql: SqlExecutor): Promise<LtiPlatformRow[]> {
  const { rows } = await sql.query<LtiPlatformRow>(`${PLATFORM_SELECT} order by lower(p.name), p.id`);
  return rows;
}

/** One platform, enabled or not; null when there is none (or it was removed). */
export async function ltiPlatform(sql: SqlExecutor, id: string): Promise<LtiPlatformRow | null> {
  const { rows } = await sql.query<LtiPlatformRow>(`${PLATFORM_SELECT} where p.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The platform a login or launch names by its issuer and our client id (client id absent: the only one of the issuer). */
export async function ltiPlatformOfIssuer(sql: SqlExecutor, issuer: string, clientId: string | null): Promise<LtiPlatformRow[]> {
  const { rows } = await sql.query<LtiPlatformRow>(`${PLATFORM_SELECT} where p.issuer = $1 and ($2::text is null or p.client_id = $2) order by p.created`, [
    issuer,
    clientId,
  ]);
  return rows;
}

/** Our published keys, oldest first (the last one signs). */
export async function ltiPublicKeys(sql: SqlExecutor): Promise<{ kid: string; public_jwk: Record<string, string>; created: Date }[]> {
  const { rows } = await sql.query<{ kid: string; public_jwk: Record<string, string>; created: Date }>(
    'select kid, public_jwk, created from lti_tool_keys order by revision',
  );
  return rows;
}

/** The only query that reads a private key (sealed): the newest key, which signs. Null before the first key. */
export async function ltiSigningKey(sql: SqlExecutor): Promise<{ kid: string; private_jwk_sealed: string } | null> {
  const { rows } = await sql.query<{ kid: string; private_jwk_sealed: string }>(
    'select kid, private_jwk_sealed from lti_tool_keys order by revision desc limit 1',
  );
  return rows[0] ?? null;
}

export interface LtiLaunchRow {
  id: string;
  platform_id: string;
  platform_name: string;
  user_id: string;
  subject: string;
  deployment_id: string;
  message_type: LtiMessageType;
  context_id: string | null;
  context_title: string | null;
  target: string | null;
  instructor: boolean;
  scopes: string[];
  memberships_url: string | null;
  deep_link_return_url: string | null;
  deep_link_data: string | null;
}

/** The newest launch that started this session (the framed page's), with its platform's name; null for a session no launch started. */
export async function ltiLaunchOfSession(sql: SqlExecutor, sessionHash: string): Promise<LtiLaunchRow | null> {
  const { rows } = await sql.query<LtiLaunchRow>(
    `select l.id, l.platform_id, p.name as platform_name, l.user_id, l.subject, l.deployment_id, l.message_type, l.context_id, l.context_title, l.target,
            l.instructor, l.scopes, l.memberships_url, l.deep_link_return_url, l.deep_link_data
       from lti_launches l join lti_platforms p on p.id = l.platform_id where l.session_hash = $1 order by l.launched_at desc limit 1`,
    [sessionHash],
  );
  return rows[0] ?? null;
}

export interface LtiPassbackRow {
  id: string;
  platform_id: string;
  platform_name: string;
  user_id: string;
  user_name: string;
  subject: string;
  line_item_url: string;
  title: string;
  score_given: number | null;
  score_maximum: number;
  status: LtiPassbackStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  completed_at: Date;
  sent_at: Date | null;
}

const PASSBACK_SELECT = `
  select g.id, g.platform_id, coalesce(p.name, '') as platform_name, g.user_id, coalesce(trim(u.first_name || ' ' || u.last_name), '') as user_name, g.subject,
         g.line_item_url, g.title, g.score_given, g.score_maximum, g.status, g.attempts, g.last_error, g.next_attempt_at, g.completed_at, g.sent_at
    from lti_grade_passbacks g left join lti_platforms p on p.id = g.platform_id left join users u on u.id = g.user_id`;

/** The scores to send now: pending, or failing and due again; oldest completion first. */
export async function duePassbacks(sql: SqlExecutor, now: Date, limit: number): Promise<LtiPassbackRow[]> {
  const { rows } = await sql.query<LtiPassbackRow>(
    `${PASSBACK_SELECT} where g.status <> 'sent' and (g.next_attempt_at is null or g.next_attempt_at <= $1) order by g.completed_at limit $2`,
    [now, limit],
  );
  return rows;
}

/** The administration's list: failing first, then the newest. */
export async function passbackList(sql: SqlExecutor, limit: number): Promise<LtiPassbackRow[]> {
  const { rows } = await sql.query<LtiPassbackRow>(
    `${PASSBACK_SELECT} order by (g.status = 'failing') desc, (g.status = 'pending') desc, g.completed_at desc limit $1`,
    [limit],
  );
  return rows;
}

export async function ltiListVersion(sql: SqlExecutor, name: LtiList): Promise<number> {
  const { rows } = await sql.query<{ version: number }>('select version from lti_versions where name = $1', [name]);
  return rows[0]?.version ?? 0;
}

/**
 * The origins of the platform whose launch started this session: its issuer's, its authorization
 * endpoint's, and those of the pages the launch named (its return page, its deep-linking return),
 * which are on the site that frames us where that differs from the issuer's (Canvas cloud): who may
 * frame its pages and receive its forms.
 */
export async function ltiFrameOrigins(sql: SqlExecutor, sessionHash: string): Promise<string[]> {
  const { rows } = await sql.query<{ urls: (string | null)[] }>(
    `select array[p.issuer, p.auth_url, l.return_url, l.deep_link_return_url] as urls
       from lti_launches l join lti_platforms p on p.id = l.platform_id where l.session_hash = $1 and p.enabled
      order by l.launched_at desc limit 1`,
    [sessionHash],
  );
  const urls = rows.flatMap((row) => row.urls).filter((url): url is string => url !== null);
  const origins = urls.flatMap((url) => (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}
