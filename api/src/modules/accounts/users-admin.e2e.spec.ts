import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DIRECTORY_MSG,
  MSG,
  type ImportPreview,
  type ImportResult,
  type Page,
  type UserDetail,
  type UserHistoryEntry,
  type UserListItem,
} from '@cytocampus/contracts';
import { DEMO, newUser } from '../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let demoOrg: string;
const DAY_SHIFT = 'b0000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  demoOrg = ((await as.manager.get('/api/v1/user')).body.data as { orgId: string }).orgId;
});
afterAll(() => t.close());

const create = async (client: TestClient, body: object): Promise<UserDetail> => {
  const res = await client.post('/api/v1/users', body);
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body.data as UserDetail;
};

describe('the user list', () => {
  it('pages, searches and filters, keeping to the caller’s organization for a manager', async () => {
    const page = (await as.admin.get('/api/v1/users?limit=10&page=1&role=manager,admin')).body.data as Page<UserListItem>;
    expect(page.items.map((u) => u.email).sort()).toEqual([DEMO.admin.email, DEMO.manager.email]);
    expect(page).toMatchObject({ limit: 10, page: 1, total: 2, canNext: false });
    const found = (await as.manager.get('/api/v1/users?search=riley+thomp')).body.data as Page<UserListItem>;
    expect(found.items.map((u) => u.email)).toEqual([DEMO.learner.email]);
    expect((await as.manager.get('/api/v1/users?org=none')).body.data.total).toBe(0);
    expect((await as.manager.get('/api/v1/users?orgId=DEFAULT')).status).toBe(403);
    const names = (await as.manager.get('/api/v1/users?names=1')).body.data as { name: string; itemid: string }[];
    expect(names.map((n) => n.name)).toContain('Riley Thompson');
  });

  it('orders searched lists by last name (ignoring case), then first name', async () => {
    const token = `ord${Date.now().toString(36)}`;
    for (const [firstName, lastName] of [
      ['Ada', 'Zeller'],
      ['Bo', 'Abbott'],
      ['Al', 'Abbott'],
      ['Cy', 'mason'],
    ]) {
      await create(as.admin, newUser({ orgId: demoOrg, email: `${firstName}.${lastName}.${token}@lab.test`.toLowerCase(), bio: { firstName, lastName } }));
    }
    const names = async (query: string) =>
      ((await as.admin.get(`/api/v1/users?search=${token}&${query}`)).body.data as Page<UserListItem>).items.map((u) => `${u.firstName} ${u.lastName}`);
    expect(await names('limit=10')).toEqual(['Al Abbott', 'Bo Abbott', 'Cy mason', 'Ada Zeller']);
    expect(await names('limit=10&page=2')).toEqual([]);
    expect(await names('role=cytotechnologist&disabled=hide&limit=10')).toEqual(['Al Abbott', 'Bo Abbott', 'Cy mason', 'Ada Zeller']);
  });

  it('keeps the totals of unsearched lists (read from the per-bucket counts) equal to counting the users', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg, role: 'manager' }));
    await as.admin.put(`/api/v1/user/disabled/${user.id}`);
    await as.admin.put(`/api/v1/users/${user.id}`, { orgId: 'DEFAULT', curriculum: 'DEFAULT' });
    for (const filter of [
      '',
      'role=manager',
      'disabled=only',
      'disabled=hide',
      'org=none',
      'org=assigned',
      'curriculum=assigned',
      `orgId=${demoOrg}`,
      'orgId=DEFAULT&role=manager&disabled=only',
    ]) {
      const total = (await as.admin.get(`/api/v1/users?${filter}`)).body.data.total as number;
      const listed = (await as.admin.get(`/api/v1/users?${filter}&names=1&limit=10000`)).body.data as unknown[];
      expect([filter, total]).toEqual([filter, listed.length]);
    }
    await as.admin.call('delete', `/api/v1/users/${user.id}`);
    expect((await as.admin.get('/api/v1/users?role=manager&orgId=DEFAULT')).body.data.total).toBe(0);
  });

  it('answers bad list parameters with the generic messages', async () => {
    const res = await as.admin.get('/api/v1/users?disabled=maybe&page=0');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'page', message: 'Must be greater than 0', code: 2 },
      { field: 'disabled', message: 'Must be selected', code: 2 },
    ]);
    expect((await as.admin.get('/api/v1/users?limit=30')).body).toMatchObject({ code: 400, field: 'limit', message: 'Must be selected' });
  });
});

describe('creating a user', () => {
  it('puts a manager’s new user in the manager’s organization, e-mails a link to choose a password, and the user signs in', async () => {
    const body = newUser({ groupId: DAY_SHIFT, orgId: demoOrg });
    const user = await create(as.manager, body);
    expect(user).toMatchObject({
      email: body.email,
      orgId: demoOrg,
      groupId: DAY_SHIFT,
      groupName: 'Day Shift',
      curriculum: 'DEFAULT',
      curriculumName: 'Default Assignment',
    });
    const mail = (await t.outbox()).find((m) => m.includes(body.email))!;
    expect(mail).toContain('An account was created for you');
    const token = /token=([\w.-]+)/.exec(mail)![1]!;
    expect((await new TestClient(t.url).post('/api/v1/login', { email: body.email, password: 'Chosen-Pass1' })).status).toBe(401);
    expect((await new TestClient(t.url).post('/api/v1/reset/confirm', { token, password: 'Chosen-Pass1' })).status).toBe(200);
    expect((await new TestClient(t.url).post('/api/v1/login', { email: body.email, password: 'Chosen-Pass1' })).status).toBe(200);
  });

  it('refuses an address already in use, whatever its case, and a group of another organization', async () => {
    const taken = await as.admin.post('/api/v1/users', newUser({ email: DEMO.learner.email.toUpperCase(), orgId: demoOrg }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: MSG.emailExists, field: 'email' });
    const wrongGroup = await as.admin.post('/api/v1/users', newUser({ orgId: 'DEFAULT', groupId: DAY_SHIFT }));
    expect(wrongGroup.body).toMatchObject({ code: 400, message: DIRECTORY_MSG.groupNotInOrganization, field: 'groupId' });
  });

  it('validates with the user-form rules and stores nothing', async () => {
    const before = (await as.admin.get('/api/v1/users')).body.data.total as number;
    const res = await as.admin.post('/api/v1/users', { email: 'bad', bio: { firstName: 'A', lastName: 'B' } });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message])).toEqual([
      ['email', 'Invalid email address supplied.'],
      ['bio.lastName', 'Must be at least 2 characters'],
      ['bio.gender', 'Must be selected'],
      ['bio.country', 'Must be selected'],
    ]);
    expect((await as.admin.get('/api/v1/users')).body.data.total).toBe(before);
  });

  it('refuses permission toggles above the role with the spec message', async () => {
    const res = await as.admin.post('/api/v1/users', newUser({ orgId: demoOrg, permissions: { readUser: true } }));
    expect(res.body).toMatchObject({ code: 400, message: 'User must be at least a Admin to have the permission: readUser', field: 'permissions.readUser' });
  });
});

describe('editing a user', () => {
  it('changes role, permissions, group and assignment; the group brings its default assignment', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg }));
    const res = await as.admin.put(`/api/v1/users/${user.id}`, {
      role: 'manager',
      permissions: { deactivateOrgUser: true, readOrgContent: false },
      groupId: DAY_SHIFT,
    });
    const updated = res.body.data as UserDetail;
    expect(updated).toMatchObject({ role: 'manager', groupId: DAY_SHIFT, curriculum: 'DEFAULT' });
    // Only what differs from the role's defaults is stored.
    expect(updated.permissions).toEqual({ deactivateOrgUser: true });
    expect(updated.effectivePermissions.deactivateOrgUser).toBe(true);
    const demoted = (await as.admin.put(`/api/v1/users/${user.id}`, { role: 'cytotechnologist' })).body.data as UserDetail;
    expect(demoted.permissions).toEqual({});
  });

  it('reads back who changed what, newest first, without any secret', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg }));
    await as.admin.put(`/api/v1/users/${user.id}`, { role: 'manager' });
    await as.manager.put(`/api/v1/users/${user.id}`, { groupId: DAY_SHIFT });
    const history = (await as.admin.get(`/api/v1/users/${user.id}/history`)).body.data as UserHistoryEntry[];
    expect(history.slice(0, 3).map((h) => [h.type, h.actorName, h.changes])).toEqual([
      ['CurriculumAssigned', 'Jordan Patel', { curriculum: 'DEFAULT', curriculumName: 'Default Assignment' }],
      ['UserMembershipChanged', 'Jordan Patel', { orgId: demoOrg, orgName: 'Riverside Cytology Laboratory', groupId: DAY_SHIFT, groupName: 'Day Shift' }],
      ['UserRoleChanged', 'Avery Chen', { role: 'manager', previous: 'cytotechnologist' }],
    ]);
    expect(history.at(-1)).toMatchObject({ type: 'UserRegistered', actorName: 'Avery Chen', changes: { origin: 'admin' } });
    expect(JSON.stringify(history)).not.toMatch(/passwordHash|sessionHash|tokenHash/);
    expect((await as.learner.get(`/api/v1/users/${user.id}/history`)).status).toBe(404);
  });

  it('moves a user to another organization without their old group', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg, groupId: DAY_SHIFT }));
    const moved = (await as.admin.put(`/api/v1/users/${user.id}`, { orgId: 'DEFAULT' })).body.data as UserDetail;
    expect(moved).toMatchObject({ orgId: 'DEFAULT', groupId: null, orgName: 'Default Organization' });
  });

  it('changes the address: the old one is free again, the new one taken', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg }));
    const fresh = `moved-${Date.now()}@lab.test`;
    expect((await as.admin.put(`/api/v1/users/${user.id}`, { email: fresh })).body.data.email).toBe(fresh);
    expect((await as.admin.post('/api/v1/users', newUser({ email: user.email, orgId: demoOrg }))).status).toBe(200);
    expect((await as.admin.post('/api/v1/users', newUser({ email: fresh, orgId: demoOrg }))).status).toBe(409);
  });
});

describe('deleting, deactivating and resetting', () => {
  it('deletes a user, ends their sessions and frees the address; nobody deletes themselves', async () => {
    const body = newUser({ orgId: demoOrg, password: 'Their-Pass1' });
    const user = await create(as.admin, body);
    const theirs = new TestClient(t.url);
    expect((await theirs.post('/api/v1/login', { email: body.email, password: 'Their-Pass1' })).status).toBe(200);
    expect((await as.admin.call('delete', `/api/v1/users/${user.id}`)).body).toEqual({ code: 200, data: { success: true } });
    expect((await theirs.get('/api/v1/user')).status).toBe(401);
    expect((await as.admin.get(`/api/v1/users/${user.id}`)).status).toBe(404);
    expect((await as.admin.post('/api/v1/users', newUser({ email: body.email, orgId: demoOrg }))).status).toBe(200);
    const self = await as.admin.call('delete', `/api/v1/users/${(await as.admin.get('/api/v1/user')).body.data.id}`);
    expect(self.body).toMatchObject({ code: 403, message: DIRECTORY_MSG.cannotDeleteSelf });
  });

  it('e-mails a reset link to another user for an administrator', async () => {
    const user = await create(as.admin, newUser({ orgId: demoOrg }));
    const res = await as.manager.post('/api/v1/user/resetPassword', { email: user.email });
    expect(res.body).toEqual({ code: 200, data: { success: true } });
    expect((await t.outbox()).filter((m) => m.includes(user.email) && m.includes('Reset your CytoCampus password'))).toHaveLength(1);
    expect((await as.manager.post('/api/v1/user/resetPassword', { email: 'nobody@lab.test' })).status).toBe(404);
  });
});

describe('importing users', () => {
  const csv = (rows: string[]) => ['Email,FirstName,LastName,Role,Group', ...rows].join('\n');

  it('previews every row’s problems without writing, then imports the valid rows and reports the others', async () => {
    const stamp = Date.now();
    const file = csv([
      `a-${stamp}@lab.test,Alex,Morgan,,Day Shift`,
      `not-an-email,Bo,Lee,,`,
      `c-${stamp}@lab.test,Cam,Diaz,cytotechnologist,Weekend Crew`,
      `d-${stamp}@lab.test,Dee,Shah,manager,Night Shift`,
    ]);
    const before = (await as.manager.get('/api/v1/users')).body.data.total as number;
    const preview = (await as.manager.post('/api/v1/users/import/preview', { csv: file })).body.data as ImportPreview;
    expect(preview).toMatchObject({ valid: 2, invalid: 2 });
    expect(preview.rows.map((r) => [r.line, r.errors.map((e) => e.message)])).toEqual([
      [2, []],
      [3, ['Invalid email address supplied.']],
      [4, ['No group of that name in the organization.']],
      [5, []],
    ]);
    expect((await as.manager.get('/api/v1/users')).body.data.total).toBe(before);
    const result = (await as.manager.post('/api/v1/users/import', { csv: file })).body.data as ImportResult;
    expect(result.imported).toBe(2);
    expect(result.failed.map((r) => r.line)).toEqual([3, 4]);
    expect((await as.manager.get(`/api/v1/users?search=d-${stamp}`)).body.data.items[0]).toMatchObject({ role: 'manager', groupName: 'Night Shift' });
  });

  it('refuses a file without the required columns', async () => {
    const res = await as.manager.post('/api/v1/users/import/preview', { csv: 'name,mail\nx,y' });
    expect(res.body).toMatchObject({ code: 400, field: 'csv', message: 'The header row needs the columns email, firstName and lastName.' });
  });

  it('lets only super add users from raw JSON, skipping records that do not validate', async () => {
    const userJson = JSON.stringify([newUser({ orgId: demoOrg }), { email: 'broken' }]);
    expect((await as.admin.post('/api/v1/user/rawImport', { userJson })).status).toBe(403);
    expect((await as.super.post('/api/v1/user/rawImport', { userJson })).body.data).toEqual({ imported: 1, skipped: 1 });
  });
});
