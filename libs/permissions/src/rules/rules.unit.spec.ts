import { describe, expect, it } from '@jest/globals';
import { PERMISSION_NAMES, type PermissionName } from '../catalogue/index.js';
import { PERMISSION_ENFORCEMENT } from './enforcement.js';
import {
  canConfigureIdentityProviders,
  canConfigureLtiPlatforms,
  canEditGroupsOf,
  canListOrganizations,
  canReadGroupsOf,
  canReadOrganization,
  groupAbilities,
  organizationAbilities,
} from './organizations.js';
import type { Actor } from './scope.js';
import { canCreateContent, canReadContent, contentAbilities, visibleInOrganization, type ContentTarget } from './content.js';
import { auditListScope, canAuditReview } from './audit.js';
import { canCreateReport, canReadReport, reportAbilities, reportListScope } from './reports.js';
import { canCommentThread, canCreateThread, canReadThread, messageAbilities, threadAbilities, type ThreadTarget } from './threads.js';
import { canClearProgress, canCreateUserIn, mayListUsersOf, userAbilities, userListScope, type UserTarget } from './users.js';
import { userView } from './visibility.js';

const actor = (id: string, role: string, orgId: string | null, permissions: Record<string, boolean> = {}): Actor => ({ id, role, orgId, permissions });
const learner = actor('l1', 'cytotechnologist', 'A');
const manager = actor('m1', 'manager', 'A');
const admin = actor('a1', 'admin', 'A');
const superUser = actor('s1', 'super', 'A');
const target = (id: string, role: string, orgId: string | null): UserTarget => ({ id, role, orgId });
const learnerA = target('t1', 'cytotechnologist', 'A');
const learnerB = target('t2', 'cytotechnologist', 'B');

describe('userAbilities', () => {
  it('lets a manager manage the learners of the own organization, but not deactivate, delete or move them by default', () => {
    expect(userAbilities(manager, learnerA)).toEqual({
      canEdit: true,
      canDel: false,
      canLock: false,
      canReadDetails: true,
      canEditRole: true,
      roleOptions: ['cytotechnologist', 'manager'],
      canReadPermissions: true,
      canEditPermissions: true,
      canAssign: true,
      canChangeOrganization: false,
      canDeactivate: false,
      canResetPassword: true,
      canClearStats: false,
      canManageTokens: true,
    });
  });

  it('gives a manager nothing on another organization', () => {
    const abilities = userAbilities(manager, learnerB);
    expect(Object.entries(abilities).filter(([, v]) => v === true)).toEqual([]);
    expect(abilities.roleOptions).toEqual([]);
  });

  it('lets an admin do everything to a learner anywhere, with roles up to admin', () => {
    const abilities = userAbilities(admin, learnerB);
    expect(abilities).toMatchObject({ canEdit: true, canDel: true, canDeactivate: true, canChangeOrganization: true, canResetPassword: true });
    expect(abilities.roleOptions).toEqual(['cytotechnologist', 'manager', 'admin']);
  });

  it('never lets anyone act on a higher role', () => {
    for (const [who, above] of [
      [manager, target('x', 'admin', 'A')],
      [admin, target('y', 'super', 'A')],
    ] as const) {
      const abilities = userAbilities(who, above);
      expect([abilities.canEdit, abilities.canDel, abilities.canDeactivate, abilities.canEditRole, abilities.canResetPassword, abilities.canAssign]).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('lets a user edit themselves, never promote, re-permission, deactivate or delete themselves', () => {
    for (const who of [learner, manager, admin, superUser]) {
      const abilities = userAbilities(who, target(who.id, who.role as string, who.orgId));
      expect([abilities.canEdit, abilities.canEditRole, abilities.canEditPermissions, abilities.canDeactivate, abilities.canDel]).toEqual([
        true,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it("lets nobody edit a super's permissions, not even another super", () => {
    expect(userAbilities(superUser, target('s2', 'super', 'A')).canEditPermissions).toBe(false);
    expect(userAbilities(superUser, target('s2', 'super', 'A')).canEdit).toBe(true);
  });

  it('follows the overrides: a manager granted deactivateOrgUser may deactivate and delete in the own organization', () => {
    const granted = actor('m2', 'manager', 'A', { deactivateOrgUser: true });
    expect(userAbilities(granted, learnerA)).toMatchObject({ canDeactivate: true, canDel: true });
    expect(userAbilities(granted, learnerB)).toMatchObject({ canDeactivate: false, canDel: false });
  });

  it('lets whoever may edit a user as an administrator manage their access tokens; editing oneself is not enough', () => {
    expect([admin, manager, superUser].map((who) => userAbilities(who, learnerA).canManageTokens)).toEqual([true, true, true]);
    // Another organization's manager, someone above the manager, and a manager without editOrgUser.
    expect(userAbilities(manager, learnerB).canManageTokens).toBe(false);
    expect(userAbilities(manager, target('x', 'admin', 'A')).canManageTokens).toBe(false);
    expect(userAbilities(actor('m4', 'manager', 'A', { editOrgUser: false }), learnerA).canManageTokens).toBe(false);
    // An administrator may give themselves one; a learner may not, although a learner may edit their own record.
    expect(userAbilities(admin, target(admin.id, 'admin', 'A')).canManageTokens).toBe(true);
    expect(userAbilities(learner, target(learner.id, 'cytotechnologist', 'A'))).toMatchObject({ canEdit: true, canManageTokens: false });
  });

  it('gives a learner nothing on others', () => {
    const abilities = userAbilities(learner, learnerA);
    expect(Object.entries(abilities).filter(([, v]) => v === true)).toEqual([]);
  });
});

describe('listing and creating users', () => {
  it('scopes the list: all for readUser, the own organization for readOrgUser, none otherwise', () => {
    expect(userListScope(admin)).toEqual({ all: true });
    expect(userListScope(manager)).toEqual({ all: false, orgId: 'A' });
    expect(userListScope(actor('m3', 'manager', null))).toBeNull();
    expect(userListScope(learner)).toBeNull();
    expect(userListScope(actor('l2', 'cytotechnologist', 'A', { readOrgUser: true }))).toEqual({ all: false, orgId: 'A' });
  });

  it('lets whoever may list an organization’s users follow them: an admin anywhere, a manager in their own, nobody on users without one but an admin', () => {
    expect([mayListUsersOf(admin, 'B'), mayListUsersOf(admin, null)]).toEqual([true, true]);
    expect([mayListUsersOf(manager, 'A'), mayListUsersOf(manager, 'B'), mayListUsersOf(manager, null)]).toEqual([true, false, false]);
    expect(mayListUsersOf(learner, 'A')).toBe(false);
  });

  it('creates with createUser anywhere, with createOrgUser only in the own organization', () => {
    expect(canCreateUserIn(admin, 'B')).toBe(true);
    expect(canCreateUserIn(manager, 'A')).toBe(true);
    expect(canCreateUserIn(manager, 'B')).toBe(false);
    expect(canCreateUserIn(manager, null)).toBe(false);
    expect(canCreateUserIn(learner, 'A')).toBe(false);
  });
});

describe('organizations and groups', () => {
  it('lists organizations with readOrganization; reads the own one with readOrg', () => {
    expect([canListOrganizations(admin), canListOrganizations(manager)]).toEqual([true, false]);
    expect([canReadOrganization(manager, 'A'), canReadOrganization(manager, 'B'), canReadOrganization(learner, 'A')]).toEqual([true, false, false]);
  });

  it('never deletes the DEFAULT organization; nothing can be locked', () => {
    expect(organizationAbilities(admin, 'DEFAULT')).toEqual({ canEdit: true, canDel: false, canLock: false });
    expect(organizationAbilities(admin, 'B')).toEqual({ canEdit: true, canDel: true, canLock: false });
    expect(organizationAbilities(manager, 'A')).toEqual({ canEdit: false, canDel: false, canLock: false });
  });

  it('manages groups in the own organization with readGroup/editGroup, everywhere as a site administrator', () => {
    expect([canReadGroupsOf(manager, 'A'), canReadGroupsOf(manager, 'B'), canEditGroupsOf(manager, 'A'), canEditGroupsOf(manager, 'B')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([canReadGroupsOf(admin, 'B'), canEditGroupsOf(admin, 'B')]).toEqual([true, true]);
    expect(groupAbilities(learner, 'A')).toEqual({ canEdit: false, canDel: false, canLock: false });
  });
});

describe('visibility of other users', () => {
  const prefs = {
    socialAllowAvatar: true,
    socialAllowLab: false,
    socialAllowName: true,
    socialAllowGender: false,
    orgMgrAllowEmail: true,
    orgAllowEmail: false,
    orgAllowName: true,
  };
  const seen = (viewer: Actor, t: UserTarget, p = prefs) => userView(viewer, { ...t, preferences: p });

  it('shows a learner only the social view, as the social preferences allow', () => {
    expect(seen(learner, learnerA)).toEqual({ view: 'social', email: false, name: true, lab: false, gender: false, avatar: true, bio: false, record: false });
  });

  it('shows a manager details in the own organization, e-mail as orgMgrAllowEmail allows', () => {
    expect(seen(manager, learnerA)).toMatchObject({ view: 'details', email: true, name: true });
    expect(seen(manager, learnerA, { ...prefs, orgMgrAllowEmail: false, orgAllowName: false })).toMatchObject({ view: 'details', email: false, name: false });
  });

  it('shows a learner granted readOrgUser an anonymized record', () => {
    expect(seen(actor('l2', 'cytotechnologist', 'A', { readOrgUser: true }), learnerA)).toMatchObject({ view: 'anonymized', email: false, name: false });
  });

  it('shows a site administrator everything, and anyone all of themselves', () => {
    expect(seen(admin, learnerB, { ...prefs, orgMgrAllowEmail: false })).toMatchObject({ view: 'details', email: true, name: true });
    expect(seen(learner, target('l1', 'cytotechnologist', 'A')).view).toBe('self');
  });
});

const item = (type: string, over: Partial<ContentTarget> = {}): ContentTarget => ({
  type,
  itemId: 'i1',
  ownerId: 'someone',
  orgId: 'A',
  isPublic: false,
  allowedOrgs: [],
  filterOrgs: [],
  locked: false,
  ...over,
});

describe('content rules', () => {
  it('shows an organization its own, public and allowed content, minus public content that filters it out', () => {
    expect(visibleInOrganization(item('module'), 'A')).toBe(true);
    expect(visibleInOrganization(item('module', { orgId: 'B' }), 'A')).toBe(false);
    expect(visibleInOrganization(item('module', { orgId: 'B', isPublic: true }), 'A')).toBe(true);
    expect(visibleInOrganization(item('module', { orgId: 'B', isPublic: true, filterOrgs: ['A'] }), 'A')).toBe(false);
    expect(visibleInOrganization(item('module', { orgId: 'B', allowedOrgs: ['A'] }), 'A')).toBe(true);
  });

  it('lets an admin edit, delete and lock their own content, edit but not delete or lock other people’s by default', () => {
    expect(contentAbilities(admin, item('module', { ownerId: 'a1' }))).toEqual({ canEdit: true, canDel: true, canLock: true });
    expect(contentAbilities(admin, item('module'))).toEqual({ canEdit: true, canDel: false, canLock: false });
  });

  it('never deletes a locked item or the default assignment', () => {
    expect(contentAbilities(superUser, item('module', { locked: true })).canDel).toBe(false);
    expect(contentAbilities(superUser, item('curriculum', { itemId: 'DEFAULT' })).canDel).toBe(false);
    expect(contentAbilities(superUser, item('curriculum')).canDel).toBe(true);
  });

  it('gives managers assignments of their organization by default, and content only when granted', () => {
    expect(contentAbilities(manager, item('curriculum', { ownerId: 'm1' }))).toEqual({ canEdit: true, canDel: true, canLock: true });
    expect(contentAbilities(manager, item('curriculum'))).toEqual({ canEdit: true, canDel: false, canLock: false });
    expect(contentAbilities(manager, item('module', { ownerId: 'm1' }))).toEqual({ canEdit: false, canDel: false, canLock: false });
    const author = actor('m2', 'manager', 'A', { readOrgContent: true, createOrgContent: true, editOtherOrgContent: true });
    expect(contentAbilities(author, item('module'))).toEqual({ canEdit: true, canDel: false, canLock: false });
    // Locked content cannot be edited through the organization path.
    expect(contentAbilities(author, item('module', { locked: true })).canEdit).toBe(false);
    expect(canReadContent(author, item('module', { orgId: 'B' }))).toBe(false);
    expect(canCreateContent(author, 'module', 'A')).toBe(true);
    expect(canCreateContent(author, 'module', null)).toBe(false);
  });
});

/** Every answer of the rule a permission is claimed by, over actors of every role and targets in and out of their organization. */
function answersOf(by: string, holder: Actor): unknown {
  const targets = [learnerA, learnerB, target('t3', 'manager', 'A'), target(holder.id, holder.role as string, holder.orgId)];
  switch (by) {
    case 'userAbilities':
      return targets.map((t) => userAbilities(holder, t));
    case 'userListScope':
      return userListScope(holder);
    case 'canCreateUserIn':
      return ['A', 'B', null].map((org) => canCreateUserIn(holder, org));
    case 'organizations':
      return ['A', 'B', 'DEFAULT'].map((org) => [canListOrganizations(holder), canReadOrganization(holder, org), organizationAbilities(holder, org)]);
    case 'groups':
      return ['A', 'B'].map((org) => [canReadGroupsOf(holder, org), groupAbilities(holder, org)]);
    case 'content':
      return ['module', 'curriculum'].flatMap((type) =>
        [
          item(type, { ownerId: holder.id }),
          item(type, { ownerId: holder.id, orgId: 'B' }),
          item(type),
          item(type, { locked: true }),
          item(type, { orgId: 'B' }),
          item(type, { orgId: 'B', isPublic: true }),
        ].map((t) => [canReadContent(holder, t), contentAbilities(holder, t), canCreateContent(holder, type, 'A'), canCreateContent(holder, type, null)]),
      );
    case 'reports':
      return [
        { ownerId: holder.id, orgId: 'A' },
        { ownerId: 'x1', orgId: 'A' },
        { ownerId: 'x1', orgId: 'B' },
        { ownerId: 'x1', orgId: null },
      ].map((r) => [canReadReport(holder, r), reportAbilities(holder, r), canCreateReport(holder, r.orgId), reportListScope(holder)]);
    case 'audit':
      return [
        { userId: holder.id, orgId: 'A', submitted: false },
        { userId: 'x1', orgId: 'A', submitted: true },
        { userId: 'x1', orgId: 'B', submitted: true },
        { userId: 'x1', orgId: null, submitted: true },
      ].map((r) => [canAuditReview(holder, r), auditListScope(holder)]);
    case 'threads':
      return THREAD_TARGETS(holder.id).map((t) => [canReadThread(holder, t), threadAbilities(holder, t), canCreateThread(holder, t.kind, t.ref)]);
    default:
      return undefined;
  }
}

/** A thread of every kind, in and out of organization A, open and locked; conversations with and without `memberId`. */
const THREAD_TARGETS = (memberId: string): ThreadTarget[] => [
  { kind: 'community', ref: null, userIds: null, locked: false },
  { kind: 'community', ref: null, userIds: null, locked: true },
  { kind: 'organization', ref: 'A', userIds: null, locked: false },
  { kind: 'organization', ref: 'A', userIds: null, locked: true },
  { kind: 'organization', ref: 'B', userIds: null, locked: false },
  { kind: 'conversation', ref: null, userIds: [memberId, 'x1'], locked: false },
  { kind: 'conversation', ref: null, userIds: ['x1', 'x2'], locked: false },
];

describe('the catalogue walk', () => {
  it('names where every permission is enforced', () => {
    expect(Object.keys(PERMISSION_ENFORCEMENT).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  const claimed = PERMISSION_NAMES.filter((name) => !['route', 'pending'].includes(PERMISSION_ENFORCEMENT[name].by));
  it.each(claimed)('%s changes what its rule answers', (name: PermissionName) => {
    const by = PERMISSION_ENFORCEMENT[name].by;
    const changes = ['cytotechnologist', 'manager', 'admin'].some((role) => {
      const withIt = actor('h1', role, 'A', { [name]: true });
      const without = actor('h1', role, 'A', { [name]: false });
      return JSON.stringify(answersOf(by, withIt)) !== JSON.stringify(answersOf(by, without));
    });
    expect(changes).toBe(true);
  });
});

describe('identity providers (single sign-on)', () => {
  it('are configured by super users only, whatever permissions an admin or a manager holds', () => {
    expect([learner, manager, admin, superUser].map(canConfigureIdentityProviders)).toEqual([false, false, false, true]);
    const granted = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, true]));
    expect(canConfigureIdentityProviders(actor('a2', 'admin', 'A', granted))).toBe(false);
    expect(canConfigureIdentityProviders(actor('s2', 'super', null))).toBe(true);
  });
});

describe('LTI platforms', () => {
  it('are registered by super users only, whatever permissions an admin holds', () => {
    expect([learner, manager, admin, superUser].map(canConfigureLtiPlatforms)).toEqual([false, false, false, true]);
    const granted = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, true]));
    expect(canConfigureLtiPlatforms(actor('a2', 'admin', 'A', granted))).toBe(false);
  });
});

describe('clearing progress', () => {
  it('is for admin and super only, whatever permissions a manager holds', () => {
    expect([learner, manager, admin, superUser].map(canClearProgress)).toEqual([false, false, true, true]);
    expect(canClearProgress(actor('m2', 'manager', 'A', { readUser: true, editUser: true }))).toBe(false);
  });
});

describe('threads (spec part 3 section 5)', () => {
  const [community, lockedCommunity, orgA, lockedOrgA, orgB, mine, others] = THREAD_TARGETS('l1');
  const memberOf = (who: Actor): ThreadTarget => ({ kind: 'conversation', ref: null, userIds: [who.id, 'x1'], locked: false });

  it('reads a conversation as a member with chat, an organization thread of the own organization, a community thread with readThreads', () => {
    expect([community, orgA, orgB, mine, others].map((t) => canReadThread(learner, t!))).toEqual([true, true, false, true, false]);
    expect(canReadThread(actor('l1', 'cytotechnologist', 'A', { chat: false }), mine!)).toBe(false);
    expect(canReadThread(actor('l1', 'cytotechnologist', 'A', { readOrgThreads: false }), orgA!)).toBe(false);
    expect(canReadThread(actor('l1', 'cytotechnologist', 'A', { readThreads: false }), community!)).toBe(false);
    expect(canReadThread(actor('l1', 'cytotechnologist', 'A', { community: false }), community!)).toBe(false);
    expect(canReadThread(actor('l1', 'cytotechnologist', null), orgA!)).toBe(false);
  });

  it('lets super read and comment on every thread, locked or not, in any organization', () => {
    for (const t of THREAD_TARGETS('s1')) {
      expect(canReadThread(superUser, t)).toBe(true);
      expect(canCommentThread(superUser, t)).toBe(true);
    }
    expect(canReadThread(superUser, others!)).toBe(true);
  });

  it('comments as a member, or on an unlocked thread with commentThreads / commentOrgThreads', () => {
    expect([community, lockedCommunity, orgA, lockedOrgA, orgB, mine, others].map((t) => canCommentThread(learner, t!))).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    // Commenting depends on reading (the catalogue's dependency): without readThreads, commentThreads is not held.
    expect(canCommentThread(actor('l1', 'cytotechnologist', 'A', { readThreads: false, commentThreads: true }), community!)).toBe(false);
    expect(canCommentThread(actor('l1', 'cytotechnologist', 'A', { commentOrgThreads: false }), orgA!)).toBe(false);
  });

  it('creates community threads with createThreads, organization threads of the own organization with createOrgThreads, conversations with chat', () => {
    expect([canCreateThread(learner, 'community', null), canCreateThread(learner, 'organization', 'A'), canCreateThread(learner, 'organization', 'B')]).toEqual(
      [false, true, false],
    );
    expect(canCreateThread(learner, 'conversation', null)).toBe(true);
    expect(canCreateThread(actor('l1', 'cytotechnologist', 'A', { createThreads: true }), 'community', null)).toBe(true);
    // createThreads needs commentThreads, which needs readThreads.
    expect(canCreateThread(actor('l1', 'cytotechnologist', 'A', { createThreads: true, commentThreads: false }), 'community', null)).toBe(false);
    expect(canCreateThread(actor('l1', 'cytotechnologist', 'A', { chat: false }), 'conversation', null)).toBe(false);
  });

  it('moderates by the defaults: managers lock their organization threads, admins lock and edit community ones, nobody deletes without a grant', () => {
    expect(threadAbilities(learner, orgA!)).toEqual({ canComment: true, canEdit: false, canDel: false, canLock: false, canSticky: false });
    expect(threadAbilities(manager, orgA!)).toEqual({ canComment: true, canEdit: false, canDel: false, canLock: true, canSticky: false });
    expect(threadAbilities(manager, community!)).toMatchObject({ canLock: false, canEdit: false });
    expect(threadAbilities(admin, community!)).toEqual({ canComment: true, canEdit: true, canDel: false, canLock: true, canSticky: true });
    expect(threadAbilities(admin, orgB!)).toEqual({ canComment: false, canEdit: false, canDel: false, canLock: false, canSticky: false });
    expect(threadAbilities(actor('m1', 'manager', 'A', { deleteOrgThreads: true, editOrgThreads: true }), orgA!)).toMatchObject({
      canDel: true,
      canEdit: true,
      canSticky: true,
    });
    expect(threadAbilities(actor('a1', 'admin', 'A', { deleteThreads: true }), community!).canDel).toBe(true);
  });

  it('never locks a conversation; only super moderates one', () => {
    expect(threadAbilities(admin, memberOf(admin))).toEqual({ canComment: true, canEdit: false, canDel: false, canLock: false, canSticky: false });
    expect(threadAbilities(superUser, others!)).toEqual({ canComment: true, canEdit: true, canDel: true, canLock: false, canSticky: false });
  });

  it('edits and deletes one own message while one may comment, anyone else only as a moderator', () => {
    expect(messageAbilities(learner, orgA!, 'l1')).toEqual({ canEdit: true, canDel: true });
    expect(messageAbilities(learner, lockedOrgA!, 'l1')).toEqual({ canEdit: false, canDel: false });
    expect(messageAbilities(learner, orgA!, 'x1')).toEqual({ canEdit: false, canDel: false });
    expect(messageAbilities(admin, community!, 'x1')).toEqual({ canEdit: true, canDel: false });
  });
});

describe('reports (spec part 1: generateReport, generateOrgReport, deleteOtherReport, deleteOtherOrgReport)', () => {
  const own = (holder: Actor, orgId: string | null) => ({ ownerId: holder.id, orgId });
  const others = (orgId: string | null) => ({ ownerId: 'x1', orgId });

  it('lets learners do nothing with reports by default', () => {
    expect(reportListScope(learner)).toBeNull();
    expect(canCreateReport(learner, 'A')).toBe(false);
    expect(canReadReport(learner, own(learner, 'A'))).toBe(false);
    expect(reportAbilities(learner, own(learner, 'A')).canDel).toBe(false);
  });

  it("keeps managers to their organization's reports, deleting others' there by default", () => {
    expect(reportListScope(manager)).toEqual({ all: false, orgId: 'A' });
    expect([canCreateReport(manager, 'A'), canCreateReport(manager, 'B'), canCreateReport(manager, null)]).toEqual([true, false, false]);
    expect([canReadReport(manager, others('A')), canReadReport(manager, others('B')), canReadReport(manager, others(null))]).toEqual([true, false, false]);
    expect(reportAbilities(manager, others('A'))).toEqual({ canEdit: false, canDel: true, canLock: false });
    const withoutOther = actor('m2', 'manager', 'A', { deleteOtherOrgReport: false });
    expect([reportAbilities(withoutOther, own(withoutOther, 'A')).canDel, reportAbilities(withoutOther, others('A')).canDel]).toEqual([true, false]);
  });

  it("gives admins every report, and other people's outside their organization only with deleteOtherReport", () => {
    expect(reportListScope(admin)).toEqual({ all: true });
    expect([canCreateReport(admin, 'B'), canCreateReport(admin, null)]).toEqual([true, true]);
    expect([reportAbilities(admin, own(admin, 'B')).canDel, reportAbilities(admin, others('B')).canDel, reportAbilities(admin, others(null)).canDel]).toEqual([
      true,
      false,
      false,
    ]);
    const granted = actor('a2', 'admin', 'A', { deleteOtherReport: true });
    expect([reportAbilities(granted, others('B')).canDel, reportAbilities(granted, others(null)).canDel]).toEqual([true, true]);
    expect([reportAbilities(superUser, others('B')).canDel, canCreateReport(superUser, null)]).toEqual([true, true]);
  });
});

describe('audit (ours, issue 16: auditReviews, auditOrgReviews)', () => {
  const review = (userId: string, orgId: string | null, submitted = true) => ({ userId, orgId, submitted });

  it('lets learners replay only their own reviews, once submitted', () => {
    expect(auditListScope(learner)).toBeNull();
    expect([canAuditReview(learner, review('l1', 'A')), canAuditReview(learner, review('l1', 'A', false))]).toEqual([true, false]);
    expect(canAuditReview(learner, review('x1', 'A'))).toBe(false);
  });

  it("keeps managers to their organization's learners, submitted or not, unless the permission is taken away", () => {
    expect(auditListScope(manager)).toEqual({ all: false, orgId: 'A' });
    expect([
      canAuditReview(manager, review('x1', 'A', false)),
      canAuditReview(manager, review('x1', 'B')),
      canAuditReview(manager, review('x1', null)),
    ]).toEqual([true, false, false]);
    const without = actor('m2', 'manager', 'A', { auditOrgReviews: false });
    expect([auditListScope(without), canAuditReview(without, review('x1', 'A'))]).toEqual([null, false]);
  });

  it('gives admins every review, and learners never the organization’s, not even by override', () => {
    expect(auditListScope(admin)).toEqual({ all: true });
    expect([canAuditReview(admin, review('x1', 'B', false)), canAuditReview(admin, review('x1', null))]).toEqual([true, true]);
    expect(canAuditReview(actor('a2', 'admin', 'A', { auditReviews: false }), review('x1', 'B'))).toBe(false);
    const granted = actor('l2', 'cytotechnologist', 'A', { auditOrgReviews: true });
    expect(canAuditReview(granted, review('x1', 'A'))).toBe(false);
  });
});
