import { describe, expect, it } from '@jest/globals';
import type { CurrentUser, Role } from '@cytocampus/contracts';
import { CONTENT_TYPE_SCHEMAS } from '@cytocampus/schema';
import { canCreateIn, canListType, contentScopeOf, scopeOrgId } from './contentAccess';
import { definitionFor, withoutFields } from './contentDefinitions';
import { contentItemPath } from './contentSections';

const signedIn = (role: Role, effectivePermissions: Record<string, boolean>, orgId: string | null = 'org1'): CurrentUser =>
  ({ id: 'me', role, orgId, effectivePermissions, permissions: {} }) as unknown as CurrentUser;

describe('the content area (spec part 2 section 6)', () => {
  it('is the whole site for admins with readContent and the organization for managers with readOrgContent', () => {
    expect(contentScopeOf(signedIn('admin', { readContent: true }), 'content')).toEqual({ kind: 'admin' });
    expect(contentScopeOf(signedIn('super', {}), 'content')).toEqual({ kind: 'admin' });
    const manager = contentScopeOf(signedIn('manager', { readOrgContent: true }), 'content');
    expect([manager, manager && scopeOrgId(manager)]).toEqual([{ kind: 'org', orgId: 'org1' }, 'org1']);
  });

  it('is closed without the permission, to learners, and to managers without an organization', () => {
    expect(contentScopeOf(signedIn('manager', { readContent: true }), 'content')).toBeNull();
    expect(contentScopeOf(signedIn('admin', { readOrgContent: true }), 'content')).toBeNull();
    expect(contentScopeOf(signedIn('cytotechnologist', { readOrgContent: true }), 'content')).toBeNull();
    expect(contentScopeOf(signedIn('manager', { readOrgContent: true }, null), 'content')).toBeNull();
  });

  it('puts assignments of the organization area in the own organization', () => {
    expect(contentScopeOf(signedIn('manager', {}), 'org')).toEqual({ kind: 'org', orgId: 'org1' });
    expect(contentScopeOf(signedIn('admin', {}), 'admin')).toEqual({ kind: 'admin' });
  });
});

describe("'Add' before an item exists (the creator's server-decided permissions)", () => {
  it('needs the site permission site-wide, and accepts the organization variant in the own organization', () => {
    const manager = signedIn('manager', { createOrgContent: true, createOrgAssignment: true });
    expect(canCreateIn(manager, 'module', { kind: 'org', orgId: 'org1' })).toBe(true);
    expect(canCreateIn(manager, 'module', { kind: 'org', orgId: 'other' })).toBe(false);
    expect(canCreateIn(manager, 'module', { kind: 'admin' })).toBe(false);
    expect(canCreateIn(manager, 'curriculum', { kind: 'org', orgId: 'org1' })).toBe(true);
    expect(canCreateIn(signedIn('admin', { createContent: true }), 'quiz', { kind: 'admin' })).toBe(true);
    expect(canCreateIn(signedIn('admin', { createContent: true }), 'curriculum', { kind: 'admin' })).toBe(false);
  });

  it('shows nothing below manager level, whatever the permissions say', () => {
    expect(canCreateIn(signedIn('cytotechnologist', { createContent: true }), 'module', { kind: 'admin' })).toBe(false);
  });

  it('lets pickers ask for names only of types the user may list', () => {
    expect(canListType(signedIn('manager', { readOrgAssignment: true }), 'module')).toBe(false);
    expect(canListType(signedIn('manager', { readOrgContent: true }), 'module')).toBe(true);
    expect(canListType(signedIn('manager', { readOrgContent: true }, null), 'module')).toBe(false);
    expect(canListType(signedIn('admin', { readAssignment: true }), 'curriculum')).toBe(true);
  });
});

describe('the form of a type in a scope', () => {
  it('hides isPublic and sharing in an organization, and keeps one definition object per type and scope', () => {
    const org = definitionFor('module', 'org');
    expect(Object.keys(org.fields)).toEqual(expect.arrayContaining(['name', 'items', 'paceProgramNumber']));
    expect(['isPublic', 'allowedOrgs', 'filterOrgs'].some((key) => key in org.fields)).toBe(false);
    expect(definitionFor('module', 'org')).toBe(org);
    expect(definitionFor('module', 'admin')).toBe(CONTENT_TYPE_SCHEMAS.module.definition);
    expect(withoutFields(CONTENT_TYPE_SCHEMAS.quiz.definition, ['graded']).sections).toEqual(CONTENT_TYPE_SCHEMAS.quiz.definition.sections);
  });

  it('links items to their content section with /back; slides have no section yet', () => {
    expect(contentItemPath('quiz', 'q1')).toBe('/dashboard/content/quizzes/q1/back');
    expect(contentItemPath('module', 'm1')).toBe('/dashboard/content/courses/m1/back');
    expect(contentItemPath('feedback', 'f1')).toBe('/dashboard/content/feedback/f1/back');
    expect(contentItemPath('slide', 's1')).toBeNull();
  });
});
