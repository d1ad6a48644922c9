import type { LtiGradePassbackList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiListVersion, passbackList } from '@cytocampus/projections';

/** The newest scores the administration sees, failures first. */
const LISTED = 200;

export async function passbackListOf(sql: SqlClient): Promise<LtiGradePassbackList> {
  const [rows, version] = await Promise.all([passbackList(sql, LISTED), ltiListVersion(sql, 'passbacks')]);
  return {
    version,
    failing: rows.filter((row) => row.status === 'failing').length,
    items: rows.map((row) => ({
      id: row.id,
      platformId: row.platform_id,
      platformName: row.platform_name,
      userId: row.user_id,
      userName: row.user_name,
      title: row.title,
      scoreGiven: row.score_given,
      scoreMaximum: row.score_maximum,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at?.getTime() ?? null,
      completedAt: row.completed_at.getTime(),
      sentAt: row.sent_at?.getTime() ?? null,
    })),
  };
}
