import type { Preferences, Role, SkillOutlierFigures, SkillRate, SkillRates } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the skillOutliers read model (ADR 0002 "Readers"; docs/adr/0036): its rows and
 * its queries live beside the projection that writes the tables.
 */

/** A row of `skill_outlier_settings`: an organization's thresholds. */
export interface OutlierSettingsRow {
  factor: number;
  min_slides: number;
}

/** A row of `skill_outlier_notices` as the alerts menu shows it: one flag to one recipient. */
export interface OutlierNoticeRow {
  flag_id: string;
  /** The learner flagged. */
  user_id: string;
  org_id: string;
  rates: SkillRate[];
  learner: SkillOutlierFigures;
  organization: SkillRates;
  factor: number;
  from_month: string;
  to_month: string;
  at: Date;
  read_at: Date | null;
}

/** A notice not mailed yet, with what the mail loop needs of its recipient (the user columns null when the account is gone). */
export interface OutlierMailRow extends Pick<OutlierNoticeRow, 'flag_id' | 'user_id' | 'org_id' | 'rates' | 'learner' | 'organization' | 'factor'> {
  recipient_id: string;
  email: string | null;
  role: Role | null;
  /** The recipient's organization. */
  r_org_id: string | null;
  permissions: Record<string, boolean> | null;
  preferences: Partial<Preferences> | null;
  disabled: boolean | null;
  first_name: string | null;
}

/** The organization's own thresholds; null until it first set them (the defaults apply). */
export async function outlierSettings(sql: SqlExecutor, orgId: string): Promise<OutlierSettingsRow | null> {
  const { rows } = await sql.query<OutlierSettingsRow>('select factor, min_slides from skill_outlier_settings where org_id = $1', [orgId]);
  return rows[0] ?? null;
}

/** Every organization's own thresholds, by organization (those that never set them are absent: the defaults apply). */
export async function everyOutlierSettings(sql: SqlExecutor): Promise<Map<string, OutlierSettingsRow>> {
  const { rows } = await sql.query<OutlierSettingsRow & { org_id: string }>('select org_id, factor, min_slides from skill_outlier_settings');
  return new Map(rows.map(({ org_id, ...row }) => [org_id, row]));
}

/** The rates each learner last flagged in the organization stands out in, as recorded (flagged and not dropped since). */
export async function outlierStandings(sql: SqlExecutor, orgId: string): Promise<Map<string, SkillRate[]>> {
  const { rows } = await sql.query<{ user_id: string; rates: SkillRate[] }>('select user_id, rates from skill_outlier_standing where org_id = $1', [orgId]);
  return new Map(rows.map((r) => [r.user_id, r.rates]));
}

/** The recipient's unread notices, newest first: what their alerts menu counts and lists. */
export async function unreadOutlierNotices(sql: SqlExecutor, recipientId: string): Promise<OutlierNoticeRow[]> {
  const { rows } = await sql.query<OutlierNoticeRow>(
    `select flag_id, user_id, org_id, rates, learner, organization, factor, from_month, to_month, at, read_at
         from skill_outlier_notices where recipient_id = $1 and read_at is null order by at desc, flag_id`,
    [recipientId],
  );
  return rows;
}

/** The learner a notice flagged when it went to this recipient; null otherwise, so nobody marks another's notice read. */
export async function outlierNoticeLearner(sql: SqlExecutor, flagId: string, recipientId: string): Promise<string | null> {
  const { rows } = await sql.query<{ user_id: string }>('select user_id from skill_outlier_notices where flag_id = $1 and recipient_id = $2', [
    flagId,
    recipientId,
  ]);
  return rows[0]?.user_id ?? null;
}

/**
 * The oldest notices not yet mailed (at most `limit`), for the mail loop to send or skip. Before the
 * daily summary is due, those whose recipient takes the daily summary are left out: they would fill
 * the batch ahead of instant ones.
 */
export async function unmailedOutlierNotices(sql: SqlExecutor, dailyDue: boolean, limit: number): Promise<OutlierMailRow[]> {
  const { rows } = await sql.query<OutlierMailRow>(
    `select n.flag_id, n.recipient_id, n.user_id, n.org_id, n.rates, n.learner, n.organization, n.factor,
              u.email, u.role, u.org_id as r_org_id, u.permissions, u.preferences, u.disabled, u.first_name
         from skill_outlier_notices n left join users u on u.id = n.recipient_id
        where n.mail is null and ($1 or coalesce(u.preferences->>'updateEmail', 'daily') <> 'daily')
        order by n.at limit ${limit}`,
    [dailyDue],
  );
  return rows;
}
