import { LTI_MSG, LTI_SCOPE } from '@cytocampus/contracts';
import type { LtiPlatformRow } from '@cytocampus/projections';
import { failureOf, PLATFORM_TIMEOUT_MS, PlatformCallFailed, type PlatformTokens } from '../grades/platform-tokens.js';

/** A member of the course as NRPS 2.0 lists them (section 2.2). */
export interface CourseMember {
  userId: string;
  roles: string[];
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  status: string;
}

const MEMBERSHIPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** Pages read at most: a course of thousands is still read whole, a platform answering `next` forever is not. */
const PAGES_MAX = 100;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The address of the next page, from a `Link: <…>; rel="next"` header. */
export function nextPage(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match) return match[1]!;
  }
  return null;
}

/** Every member of the course, page after page. */
export async function courseMembers(tokens: PlatformTokens, platform: LtiPlatformRow, membershipsUrl: string): Promise<CourseMember[]> {
  const token = await tokens.token(platform, [LTI_SCOPE.memberships]);
  const members: CourseMember[] = [];
  let url: string | null = membershipsUrl;
  for (let page = 0; url !== null && page < PAGES_MAX; page++) {
    const res: Response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: MEMBERSHIPS_MEDIA_TYPE },
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    }).catch(() => {
      throw new PlatformCallFailed(LTI_MSG.platformUnreachable, null);
    });
    if (!res.ok) throw await failureOf(res);
    const body = (await res.json()) as { members?: Record<string, unknown>[] };
    for (const member of body.members ?? []) {
      const userId = text(member.user_id);
      if (userId === null) continue;
      members.push({
        userId,
        roles: Array.isArray(member.roles) ? member.roles.filter((r): r is string => typeof r === 'string') : [],
        email: text(member.email)?.toLowerCase() ?? null,
        givenName: text(member.given_name),
        familyName: text(member.family_name),
        name: text(member.name),
        status: text(member.status) ?? 'Active',
      });
    }
    url = nextPage(res.headers.get('link'));
  }
  return members;
}
