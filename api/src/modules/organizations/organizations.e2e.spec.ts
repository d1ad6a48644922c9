import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DIRECTORY_MSG, type GroupItem, type NameEntry, type OrganizationItem, type Page } from '@cytocampus/contracts';
import { newUser } from '../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let demoOrg: string;

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  demoOrg = ((await as.manager.get('/api/v1/user')).body.data as { orgId: string }).orgId;
});
afterAll(() => t.close());

describe('organizations', () => {
  it('are created, listed, edited and deleted by an administrator', async () => {
    const created = (await as.admin.post('/api/v1/organizations', { name: 'Harbor Pathology', region: 'West', preWork: true })).body.data as OrganizationItem;
    expect(created).toMatchObject({
      name: 'Harbor Pathology',
      region: 'West',
      preWork: true,
      users: 0,
      abilities: { canEdit: true, canDel: true, canLock: false },
    });
    const page = (await as.admin.get('/api/v1/organizations?search=harbor')).body.data as Page<OrganizationItem>;
    expect(page.items.map((o) => o.name)).toEqual(['Harbor Pathology']);
    const names = (await as.admin.get('/api/v1/organizations?names=1&limit=10000')).body.data as NameEntry[];
    expect(names.map((n) => n.name)).toEqual(['Default Organization', 'Harbor Pathology', 'Riverside Cytology Laboratory']);
    const edited = (await as.admin.put(`/api/v1/organizations/${created.id}`, { defaultCurriculum: 'DEFAULT' })).body.data as OrganizationItem;
    expect(edited).toMatchObject({ name: 'Harbor Pathology', defaultCurriculumName: 'Default Assignment' });
    // An update changes what it names and nothing else.
    const renamed = (await as.admin.put(`/api/v1/organizations/${created.id}`, { name: 'Harbor Pathology Group' })).body.data as OrganizationItem;
    expect(renamed).toMatchObject({ name: 'Harbor Pathology Group', region: 'West', preWork: true, defaultCurriculumName: 'Default Assignment' });
    expect((await as.admin.call('delete', `/api/v1/organizations/${created.id}`)).body).toEqual({ code: 200, data: { success: true } });
    expect((await as.admin.get(`/api/v1/organizations/${created.id}`)).status).toBe(404);
  });

  it('never deletes the DEFAULT organization or one with members', async () => {
    const res = await as.super.call('delete', '/api/v1/organizations/DEFAULT');
    expect(res.body).toMatchObject({ code: 403, message: DIRECTORY_MSG.cannotDeleteDefaultOrganization });
    const members = await as.super.call('delete', `/api/v1/organizations/${demoOrg}`);
    expect(members.body).toMatchObject({ code: 409, message: DIRECTORY_MSG.organizationHasMembers });
  });

  it('adds a member through the picker: the user moves there with its default assignment', async () => {
    const org = (await as.admin.post('/api/v1/organizations', { name: 'Lakeside Lab', defaultCurriculum: 'DEFAULT' })).body.data as OrganizationItem;
    const user = (await as.admin.post('/api/v1/users', newUser({ orgId: demoOrg }))).body.data as { id: string };
    const moved = await as.admin.post(`/api/v1/organizations/${org.id}/members`, { userId: user.id });
    expect(moved.body.data).toMatchObject({ orgId: org.id, curriculum: 'DEFAULT' });
    const members = (await as.admin.get(`/api/v1/organizations/${org.id}/members`)).body.data as Page<{ id: string }>;
    expect(members.items.map((m) => m.id)).toEqual([user.id]);
  });

  it('shows a manager only the own organization, by name list or by id', async () => {
    expect((await as.manager.get('/api/v1/organizations')).status).toBe(403);
    expect(((await as.manager.get('/api/v1/organizations?names=1')).body.data as NameEntry[]).map((n) => n.itemid)).toEqual([demoOrg]);
    expect((await as.manager.get(`/api/v1/organizations/${demoOrg}`)).body.data).toMatchObject({ abilities: { canEdit: false, canDel: false } });
    expect((await as.manager.get('/api/v1/organizations/DEFAULT')).status).toBe(404);
    expect((await as.manager.post('/api/v1/organizations', { name: 'Mine Now' })).status).toBe(403);
  });
});

describe('groups', () => {
  it('are managed by the organization manager with the content rules for names and tags', async () => {
    const bad = await as.manager.post('/api/v1/groups', { name: 'Eve', tags: ['--'] });
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'Must be at least 5 characters', code: 2 },
      { field: 'tags.0', message: 'At least one number or letter is required', code: 2 },
    ]);
    const group = (await as.manager.post('/api/v1/groups', { name: 'Evening Shift', tags: ['GYN'] })).body.data as GroupItem;
    expect(group).toMatchObject({ orgId: demoOrg, tags: ['gyn'], users: 0, abilities: { canEdit: true, canDel: true, canLock: false } });
    const byTag = (await as.manager.get('/api/v1/groups?search=gyn')).body.data as Page<GroupItem>;
    expect(byTag.items.map((g) => g.name).sort()).toEqual(['Day Shift', 'Evening Shift']);
    expect((await as.manager.put(`/api/v1/organizations/${demoOrg}/group/${group.id}`, { description: 'Late screening' })).body.data.description).toBe(
      'Late screening',
    );
    const renamed = (await as.manager.put(`/api/v1/groups/${group.id}`, { name: 'Night Shift' })).body.data as GroupItem;
    expect(renamed).toMatchObject({ name: 'Night Shift', description: 'Late screening', tags: ['gyn'] });
    expect((await as.manager.get(`/api/v1/organizations/DEFAULT/group/${group.id}`)).status).toBe(404);
  });

  it('deleting one leaves its members in the organization without a group', async () => {
    const group = (await as.manager.post('/api/v1/groups', { name: 'Temporary Crew' })).body.data as GroupItem;
    const user = (await as.manager.post('/api/v1/users', newUser({ orgId: demoOrg, groupId: group.id }))).body.data as { id: string };
    expect((await as.manager.call('delete', `/api/v1/groups/${group.id}`)).body.data).toEqual({ success: true });
    expect((await as.manager.get(`/api/v1/users/${user.id}`)).body.data).toMatchObject({ orgId: demoOrg, groupId: null });
  });

  it('are not visible to a learner, nor to a manager of another organization', async () => {
    expect((await as.learner.get('/api/v1/groups')).status).toBe(403);
    const other = (await as.admin.post('/api/v1/organizations', { name: 'Elsewhere Lab' })).body.data as OrganizationItem;
    const theirs = (await as.admin.post('/api/v1/groups', { orgId: other.id, name: 'Their Group' })).body.data as GroupItem;
    expect((await as.manager.get(`/api/v1/groups?orgId=${other.id}`)).status).toBe(403);
    expect((await as.manager.get(`/api/v1/groups/${theirs.id}`)).status).toBe(404);
    expect((await as.manager.call('delete', `/api/v1/groups/${theirs.id}`)).status).toBe(404);
  });
});

describe('assignment names', () => {
  it('list the Default Assignment', async () => {
    expect((await as.manager.get('/api/v1/curricula?names=1')).body.data).toEqual([{ name: 'Default Assignment', itemid: 'DEFAULT' }]);
  });
});
