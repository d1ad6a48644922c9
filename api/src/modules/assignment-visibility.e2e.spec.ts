/**
 * An assignment given to a user, or made a group's or an organization's default, must be one the
 * organization may see (ADR 0009, issue 9): its own, shared with it, or public. Walks who asks ×
 * where it is given × which assignment: allowed answers 200 and is stored; refused answers 400
 * with one text for hidden and missing ids (nothing to probe) and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_CURRICULUM_ID,
  DIRECTORY_MSG,
  type ContentItem,
  type CurrentUser,
  type GroupItem,
  type OrganizationItem,
  type Page,
  type UserDetail,
} from '@cytocampus/contracts';
import type { Response } from 'supertest';
import { newUser } from '../testing/factories.js';
import { signedInAll, type DemoRole } from '../testing/sign-in.js';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
/** The demo organization (the manager's): "A". */
let orgA: string;
let orgB: string;
/** Assignment ids by case, and the name of B's private one (which must never be revealed). */
const ids = {} as Record<Which, string>;
let startId: string;
const PRIVATE_NAME = 'Harbor Internal Screening Plan';

type Which = 'own' | 'otherPrivate' | 'otherShared' | 'siteDefault' | 'missing';
const VISIBLE: Record<Which, boolean> = { own: true, otherPrivate: false, otherShared: true, siteDefault: true, missing: false };

const data = <T>(res: Response): T => {
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body.data as T;
};
const assignment = async (client: TestClient, orgId: string, name: string, extra: object = {}): Promise<string> =>
  data<ContentItem>(await client.post(`/api/v1/curricula?orgId=${orgId}`, { name, entries: [], ...extra })).itemId;

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  orgA = data<CurrentUser>(await as.manager.get('/api/v1/user')).orgId!;
  orgB = data<OrganizationItem>(await as.admin.post('/api/v1/organizations', { name: 'Harbor Pathology' })).id;
  ids.own = await assignment(as.manager, orgA, 'Riverside Gyn Screening');
  startId = await assignment(as.manager, orgA, 'Riverside Onboarding');
  ids.otherPrivate = await assignment(as.admin, orgB, PRIVATE_NAME);
  ids.otherShared = await assignment(as.admin, orgB, 'Harbor Shared Nongyn Course', { allowedOrgs: [orgA] });
  ids.siteDefault = DEFAULT_CURRICULUM_ID;
  ids.missing = randomUUID();
});
afterAll(() => t.close());

const userTotal = async () => data<Page<UserDetail>>(await as.super.get('/api/v1/users?limit=10')).total;
const userOf = async (id: string) => data<UserDetail>(await as.super.get(`/api/v1/users/${id}`));
const learnerInA = async () => data<UserDetail>(await as.super.post('/api/v1/users', newUser({ orgId: orgA, curriculum: startId })));
const groupInA = async () =>
  data<GroupItem>(await as.super.post('/api/v1/groups', { orgId: orgA, name: `Shift ${randomUUID().slice(0, 8)}`, defaultCurriculum: startId }));
const defaultOfA = async () => data<OrganizationItem>(await as.super.get(`/api/v1/organizations/${orgA}`)).defaultCurriculum;

/** One place an assignment is given: the call, and what GET shows before and after it (`stored`: the id now in place). */
interface Place {
  prepare(): Promise<{
    call: (client: TestClient, curriculum: string) => Promise<Response>;
    stored: (res: Response | null) => Promise<string | null | number>;
  }>;
  field: 'curriculum' | 'defaultCurriculum';
  /** Who may not act here at all (403 before the assignment is looked at). */
  forbidden?: DemoRole[];
}

const PLACES: Record<string, Place> = {
  'user create': {
    field: 'curriculum',
    prepare: () =>
      Promise.resolve({
        call: (c, curriculum) => c.post('/api/v1/users', newUser({ orgId: orgA, curriculum })),
        // Allowed: the new user's assignment. Refused: no user was created (the count stays).
        stored: async (res) => (res?.status === 200 ? (await userOf((res.body.data as UserDetail).id)).curriculum : userTotal()),
      }),
  },
  'user update': {
    field: 'curriculum',
    prepare: async () => {
      const user = await learnerInA();
      return { call: (c, curriculum) => c.put(`/api/v1/users/${user.id}`, { curriculum }), stored: async () => (await userOf(user.id)).curriculum };
    },
  },
  'group default': {
    field: 'defaultCurriculum',
    prepare: async () => {
      const group = await groupInA();
      return {
        call: (c, curriculum) => c.put(`/api/v1/groups/${group.id}`, { defaultCurriculum: curriculum }),
        stored: async () => data<GroupItem>(await as.super.get(`/api/v1/groups/${group.id}`)).defaultCurriculum,
      };
    },
  },
  'organization default': {
    field: 'defaultCurriculum',
    forbidden: ['manager'],
    prepare: () => Promise.resolve({ call: (c, curriculum) => c.put(`/api/v1/organizations/${orgA}`, { defaultCurriculum: curriculum }), stored: defaultOfA }),
  },
};

const WHICH = Object.keys(VISIBLE) as Which[];
const matrix = (['manager', 'admin'] as const).flatMap((role) => Object.keys(PLACES).flatMap((place) => WHICH.map((which) => [role, place, which] as const)));

describe('an assignment must be visible to the organization it is given in', () => {
  it.each(matrix)('%s, %s, %s assignment', async (role, placeName, which) => {
    const place = PLACES[placeName]!;
    const { call, stored } = await place.prepare();
    const before = await stored(null);
    const res = await call(as[role], ids[which]);
    if (place.forbidden?.includes(role)) {
      expect([res.status, res.body.code]).toEqual([403, 403]);
      expect(await stored(null)).toEqual(before);
    } else if (VISIBLE[which]) {
      expect([res.status, res.body.message]).toEqual([200, undefined]);
      expect(await stored(res)).toBe(ids[which]);
    } else {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: DIRECTORY_MSG.assignmentNotAvailable, field: place.field });
      expect(JSON.stringify(res.body)).not.toContain(PRIVATE_NAME);
      expect(await stored(null)).toEqual(before);
    }
  });
});

describe('creating groups and organizations, importing, moving users', () => {
  it('refuses a hidden default when a group or an organization is created, and creates nothing', async () => {
    const groups = data<Page<GroupItem>>(await as.super.get(`/api/v1/groups?orgId=${orgA}&limit=10`)).total;
    const group = await as.manager.post('/api/v1/groups', { name: 'Evening Shift', defaultCurriculum: ids.otherPrivate });
    expect(group.body).toEqual({ code: 400, message: DIRECTORY_MSG.assignmentNotAvailable, field: 'defaultCurriculum' });
    expect(data<Page<GroupItem>>(await as.super.get(`/api/v1/groups?orgId=${orgA}&limit=10`)).total).toBe(groups);
    const orgs = data<Page<OrganizationItem>>(await as.super.get('/api/v1/organizations?limit=10')).total;
    // A new organization sees only public assignments: even the owner's shared one is not its own.
    for (const id of [ids.otherPrivate, ids.otherShared]) {
      const org = await as.admin.post('/api/v1/organizations', { name: 'Bayview Cytology', defaultCurriculum: id });
      expect(org.body).toEqual({ code: 400, message: DIRECTORY_MSG.assignmentNotAvailable, field: 'defaultCurriculum' });
    }
    expect(data<Page<OrganizationItem>>(await as.super.get('/api/v1/organizations?limit=10')).total).toBe(orgs);
    expect(
      data<OrganizationItem>(await as.admin.post('/api/v1/organizations', { name: 'Bayview Cytology', defaultCurriculum: DEFAULT_CURRICULUM_ID }))
        .defaultCurriculum,
    ).toBe(DEFAULT_CURRICULUM_ID);
  });

  it('skips raw-imported users whose assignment their organization may not see', async () => {
    const record = (curriculum: string) => newUser({ orgId: orgA, curriculum });
    const res = await as.super.post('/api/v1/user/rawImport', {
      userJson: JSON.stringify([record(ids.otherPrivate), record(ids.missing), record(ids.otherShared)]),
    });
    expect(data(res)).toEqual({ imported: 1, skipped: 2 });
  });

  it('drops a kept assignment the new organization may not see, and refuses giving it there', async () => {
    const orgC = data<OrganizationItem>(await as.admin.post('/api/v1/organizations', { name: 'Northgate Lab' })).id;
    const inB = async (curriculum: string) => data<UserDetail>(await as.super.post('/api/v1/users', newUser({ orgId: orgB, curriculum })));
    const privateUser = await inB(ids.otherPrivate);
    const publicUser = await inB(DEFAULT_CURRICULUM_ID);

    const refused = await as.admin.put(`/api/v1/users/${privateUser.id}`, { orgId: orgC, curriculum: ids.otherPrivate });
    expect(refused.body).toEqual({ code: 400, message: DIRECTORY_MSG.assignmentNotAvailable, field: 'curriculum' });
    expect(await userOf(privateUser.id)).toMatchObject({ orgId: orgB, curriculum: ids.otherPrivate, version: privateUser.version });

    expect(data<UserDetail>(await as.admin.put(`/api/v1/users/${privateUser.id}`, { orgId: orgC }))).toMatchObject({ orgId: orgC, curriculum: null });
    expect(data<UserDetail>(await as.admin.post(`/api/v1/organizations/${orgC}/members`, { userId: publicUser.id }))).toMatchObject({
      orgId: orgC,
      curriculum: DEFAULT_CURRICULUM_ID,
    });
  });
});
