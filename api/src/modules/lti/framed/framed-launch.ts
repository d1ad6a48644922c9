import { LTI_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiLaunchOfSession, type LtiLaunchRow } from '@cytocampus/projections';

/** The launch that started the caller's session; refused for a session no launch started. */
export async function launchOfSession(sql: SqlClient, sessionHash: string): Promise<LtiLaunchRow> {
  const launch = await ltiLaunchOfSession(sql, sessionHash);
  if (!launch) throw new DomainError('forbidden', LTI_MSG.noLaunch);
  return launch;
}

/** A deep-linking launch of an instructor: what choosing content for the course needs. */
export async function deepLinkingLaunch(sql: SqlClient, sessionHash: string): Promise<LtiLaunchRow & { deep_link_return_url: string }> {
  const launch = await launchOfSession(sql, sessionHash);
  if (launch.message_type !== 'LtiDeepLinkingRequest' || launch.deep_link_return_url === null) throw new DomainError('forbidden', LTI_MSG.notDeepLinking);
  if (!launch.instructor) throw new DomainError('forbidden', LTI_MSG.notInstructor);
  return { ...launch, deep_link_return_url: launch.deep_link_return_url };
}
