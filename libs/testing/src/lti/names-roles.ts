import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessTokens } from './access-tokens.js';
import type { CourseDefinition, CourseMember } from './configuration.js';
import { sendJson } from './http.js';
import { MEDIA_TYPES, NRPS_SCOPE } from './vocabulary.js';

/** Names and Role Provisioning Services 2.0: a course's membership container. */

const memberJson = (member: CourseMember) => ({
  status: member.status ?? 'Active',
  name: `${member.givenName} ${member.familyName}`,
  given_name: member.givenName,
  family_name: member.familyName,
  email: member.email,
  user_id: member.userId,
  roles: [...member.roles],
});

/** A role filter matches the full URI or its short name after `#` (NRPS allows both forms). */
const hasRole = (member: CourseMember, role: string): boolean => member.roles.some((r) => r === role || r.endsWith(`#${role}`));

/**
 * GET context_memberships_url: `role` filters, `limit` pages with a `Link: <…>; rel="next"` header
 * as NRPS 2.0 describes, so a tool that reads only the first page is caught.
 */
export function membershipsRoute(req: IncomingMessage, res: ServerResponse, url: URL, course: CourseDefinition, tokens: AccessTokens): void {
  tokens.check(req.headers.authorization, [NRPS_SCOPE]);
  const role = url.searchParams.get('role');
  const members = course.members.filter((member) => role === null || hasRole(member, role));
  const limit = Number(url.searchParams.get('limit') ?? members.length) || members.length;
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const page = members.slice(offset, offset + limit);
  const headers: Record<string, string> = {};
  if (offset + limit < members.length) {
    const next = new URL(url);
    next.searchParams.set('offset', String(offset + limit));
    next.searchParams.set('limit', String(limit));
    headers.link = `<${next.href}>; rel="next"`;
  }
  const self = new URL(url);
  self.search = '';
  sendJson(
    res,
    200,
    { id: self.href, context: { id: course.id, label: course.label, title: course.title }, members: page.map(memberJson) },
    MEDIA_TYPES.membershipContainer,
    headers,
  );
}
