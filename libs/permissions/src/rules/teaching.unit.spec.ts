import { describe, expect, it } from '@jest/globals';
import type { Role } from '@cytocampus/contracts';
import { canJoinTeaching, canStartTeaching, mayTeach, type TeachingRef } from './teaching.js';
import type { ContentTarget } from './content.js';
import type { Actor } from './scope.js';

// Managers read their organization's content when granted readOrgContent (off by default).
const actor = (role: Role, orgId: string | null = 'org-1', id = `${role}-1`): Actor => ({ id, role, orgId, permissions: { readOrgContent: true } });
const slide = (changes: Partial<ContentTarget> = {}): ContentTarget => ({
  type: 'slide',
  itemId: 'slide-1',
  ownerId: 'author',
  orgId: 'org-1',
  isPublic: false,
  allowedOrgs: [],
  filterOrgs: [],
  locked: false,
  ...changes,
});
const groupSession: TeachingRef = { instructorId: 'teacher', orgId: 'org-1', audience: { kind: 'group', groupId: 'g1' } };
const linkSession: TeachingRef = { ...groupSession, audience: { kind: 'link' } };

describe('live teaching rules', () => {
  const notInCourses = { inOrganizationCourses: false };
  const inCourses = { inOrganizationCourses: true };

  it('lets a manager or above of an organization start a session on a slide they can read', () => {
    expect(canStartTeaching(actor('manager'), slide(), notInCourses)).toBe(true);
    expect(canStartTeaching(actor('admin'), slide({ orgId: 'org-2' }), notInCourses)).toBe(true);
    expect(canStartTeaching(actor('cytotechnologist'), slide({ isPublic: true }), notInCourses)).toBe(false);
    // A manager reads the own organization's content only.
    expect(canStartTeaching(actor('manager'), slide({ orgId: 'org-2' }), notInCourses)).toBe(false);
    expect(canStartTeaching(actor('admin', null), slide(), notInCourses)).toBe(false);
    expect(canStartTeaching({ id: 'm', role: 'manager', orgId: 'org-1' }, slide(), notInCourses)).toBe(false);
  });

  it('lets a default manager (no readOrgContent) start one on a slide of a course assigned in the organization, and on no other', () => {
    const defaultManager: Actor = { id: 'm', role: 'manager', orgId: 'org-1' };
    expect(canStartTeaching(defaultManager, slide(), inCourses)).toBe(true);
    expect(canStartTeaching(defaultManager, slide({ orgId: 'org-2' }), inCourses)).toBe(true);
    expect(canStartTeaching(defaultManager, slide(), notInCourses)).toBe(false);
    // The courses make the slide readable, not the role: a learner or someone of no organization still may not.
    expect(canStartTeaching({ id: 'c', role: 'cytotechnologist', orgId: 'org-1' }, slide(), inCourses)).toBe(false);
    expect(canStartTeaching({ id: 'a', role: 'admin', orgId: null }, slide(), inCourses)).toBe(false);
  });

  it('lets managers and above of an organization teach at all (the slide list and the start ask it first)', () => {
    expect([mayTeach(actor('manager')), mayTeach(actor('admin')), mayTeach(actor('super'))]).toEqual([true, true, true]);
    expect([mayTeach(actor('cytotechnologist')), mayTeach(actor('admin', null))]).toEqual([false, false]);
  });

  it('lets the organization join a link session, and only the group a group session', () => {
    expect(canJoinTeaching(actor('cytotechnologist'), null, linkSession)).toBe(true);
    expect(canJoinTeaching(actor('cytotechnologist', 'org-2'), null, linkSession)).toBe(false);
    expect(canJoinTeaching(actor('cytotechnologist'), 'g1', groupSession)).toBe(true);
    expect(canJoinTeaching(actor('cytotechnologist'), 'g2', groupSession)).toBe(false);
    expect(canJoinTeaching(actor('manager'), null, groupSession)).toBe(false);
  });

  it('lets the instructor, admins and super users in whatever the audience', () => {
    expect(canJoinTeaching(actor('manager', 'org-1', 'teacher'), null, groupSession)).toBe(true);
    expect(canJoinTeaching(actor('admin', 'org-2'), null, groupSession)).toBe(true);
    expect(canJoinTeaching(actor('super', null), null, groupSession)).toBe(true);
  });
});
