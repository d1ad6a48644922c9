import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentItem, CourseItemEntry, NameEntry, Page } from '@cytocampus/contracts';
import { signedIn, signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok, otherOrgManager } from './testing/content-client.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let demoOrg: string;

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  demoOrg = ((await as.manager.get('/api/v1/user')).body.data as { orgId: string }).orgId;
});
afterAll(() => t.close());

const course = (name = 'Cervical Cytology Basics', extra: object = {}) => ({
  name,
  description: 'The Bethesda System, step by step',
  tags: ['GYN', 'bethesda'],
  items: [],
  ...extra,
});
const choice = (isCorrect: boolean) => ({ isCorrect, choiceText: isCorrect ? 'HSIL' : 'NILM' });

describe('courses', () => {
  it('are created, found by words or tags, edited, activated, locked, and deleted only unlocked', async () => {
    const created = ok<ContentItem>(await as.admin.post('/api/v1/modules', course()));
    expect(created).toMatchObject({
      type: 'module',
      name: 'Cervical Cytology Basics',
      tags: ['gyn', 'bethesda'],
      active: false,
      locked: false,
      orgId: null,
      ownerName: 'Avery Chen',
      abilities: { canEdit: true, canDel: true, canLock: true },
    });
    expect(created.itemId).not.toBe(created.id);
    const byWords = ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules?search=cytology+basics'));
    const byTags = ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules?search=gyn bethesda'));
    expect([byWords.items.map((c) => c.id), byTags.items.map((c) => c.id)]).toEqual([[created.id], [created.id]]);
    expect(ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules?search=cytology+urine')).total).toBe(0);
    expect(ok<ContentItem>(await as.admin.put(`/api/v1/modules/${created.id}`, { module: { name: 'Cervical Cytology Essentials' } })).name).toBe(
      'Cervical Cytology Essentials',
    );
    const active = ok<ContentItem>(await as.admin.put(`/api/v1/modules/${created.id}`, { activate: true }));
    expect([active.active, typeof active.activated]).toEqual([true, 'number']);
    expect(ok<ContentItem>(await as.admin.put(`/api/v1/modules/${created.id}/lock`, { locked: true })).abilities).toEqual({
      canEdit: true,
      canDel: false,
      canLock: true,
    });
    expect((await as.admin.call('delete', `/api/v1/modules/${created.id}`)).status).toBe(403);
    ok(await as.admin.put(`/api/v1/modules/${created.id}/lock`, { locked: false }));
    expect(ok(await as.admin.call('delete', `/api/v1/modules/${created.id}`))).toEqual({ success: true });
    expect((await as.admin.get(`/api/v1/modules/${created.id}`)).status).toBe(404);
  });

  it('refuse bad fields with the spec messages and store nothing', async () => {
    const before = ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules')).total;
    const res = await as.admin.post('/api/v1/modules', { name: 'Pap', tags: ['..'], items: [{ type: 'lecture' }], paceProgramNumber: '51050326' });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message])).toEqual([
      ['name', 'Must be at least 5 characters'],
      ['tags.0', 'At least one number or letter is required'],
      ['items.0.type', 'Must be selected'],
      ['items.0.itemId', 'Required'],
      ['paceProgramNumber', 'Must be at least 10 characters'],
      ['paceProgramNumber', 'Does not match pattern ^\\d{3}-\\d{3}-\\d{2}$'],
    ]);
    expect(ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules')).total).toBe(before);
  });

  it('are created only in an organization that exists, even by a site-wide author', async () => {
    const before = ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules')).total;
    for (const orgId of ['no-such-org', '__proto__', '..%2F..%2Fetc']) {
      const res = await as.admin.post(`/api/v1/modules?orgId=${orgId}`, course('Nowhere course'));
      expect([res.status, res.body.field, res.body.message]).toEqual([400, 'orgId', 'Value is not valid']);
      const slide = await as.admin.post(`/api/v1/slides?orgId=${orgId}`, { name: 'Nowhere slide', accession: 'NW12345' });
      expect([slide.status, slide.body.field]).toEqual([400, 'orgId']);
    }
    expect(ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules')).total).toBe(before);
  });

  it('list their items with names, in order', async () => {
    const quiz = ok<ContentItem>(
      await as.admin.post('/api/v1/quizzes', {
        name: 'Bethesda practice',
        graded: false,
        pages: [{ type: 'text-choice', title: 'Q1', quiz: { choices: [choice(true), choice(false)] } }],
      }),
    );
    const talk = ok<ContentItem>(
      await as.admin.post('/api/v1/presentations', {
        name: 'Screening lecture',
        title: 'Screening',
        pages: [{ title: 'Video', file: { type: 'Embedded Video', url: 'https://video.test/1' } }],
      }),
    );
    const withItems = ok<ContentItem>(
      await as.admin.post(
        '/api/v1/modules',
        course('Course with items', {
          items: [
            { type: 'presentation', itemId: talk.itemId },
            { type: 'quiz', itemId: quiz.itemId },
          ],
        }),
      ),
    );
    expect(ok<CourseItemEntry[]>(await as.admin.get(`/api/v1/modules/${withItems.id}/items`))).toEqual([
      { type: 'presentation', itemId: talk.itemId, name: 'Screening lecture', active: false },
      { type: 'quiz', itemId: quiz.itemId, name: 'Bethesda practice', active: false },
    ]);
  });

  it('get a new revision: a copy, inactive, pointing back; the item id names the active revision', async () => {
    const first = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Revised course')));
    ok(await as.admin.put(`/api/v1/modules/${first.id}`, { activate: true }));
    const second = ok<ContentItem>(await as.admin.post(`/api/v1/modules/${first.id}/revision`));
    expect(second).toMatchObject({ itemId: first.itemId, previousId: first.id, active: false, name: 'Revised course' });
    expect(second.id).not.toBe(first.id);
    expect(ok<ContentItem>(await as.admin.get(`/api/v1/modules/${first.itemId}`)).id).toBe(first.id);
    expect(ok<ContentItem>(await as.admin.get(`/api/v1/modules/${second.id}`)).id).toBe(second.id);
    ok(await as.admin.put(`/api/v1/modules/${second.id}`, { name: 'Revised course, second edition' }));
    ok(await as.admin.put(`/api/v1/modules/${second.id}`, { activate: true }));
    expect(ok<ContentItem>(await as.admin.get(`/api/v1/modules/${first.id}`)).active).toBe(false);
    expect(ok<ContentItem>(await as.admin.get(`/api/v1/modules/${first.itemId}`)).name).toBe('Revised course, second edition');
    const listed = ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules?search=revised'));
    expect(listed.items.map((c) => c.id)).toEqual([second.id]);
  });

  it('keep one active revision: activating one deactivates the others', async () => {
    const first = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Single active course')));
    const second = ok<ContentItem>(await as.admin.post(`/api/v1/modules/${first.id}/revision`));
    const third = ok<ContentItem>(await as.admin.post(`/api/v1/modules/${second.id}/revision`));
    const activeOnes = async () => {
      const all = await Promise.all([first, second, third].map(async (r) => ok<ContentItem>(await as.admin.get(`/api/v1/modules/${r.id}`))));
      return all.filter((r) => r.active).map((r) => r.id);
    };
    for (const revision of [first, second, third, first]) {
      ok(await as.admin.put(`/api/v1/modules/${revision.id}`, { activate: true }));
      expect(await activeOnes()).toEqual([revision.id]);
    }
  });
});

describe('quizzes and presentations', () => {
  it('answer their own rules with the spec messages', async () => {
    const quiz = await as.admin.post('/api/v1/quizzes', {
      name: 'Broken quiz',
      pages: [{ type: 'image-choice', title: 'Q1', quiz: { minChoices: 2, maxChoices: 0, choices: [choice(true), choice(false)] } }],
    });
    expect(quiz.body).toMatchObject({ code: 400, field: 'pages.0.quiz', message: '[Page #1] Number of correct choices cannot be fewer than min choices' });
    const talk = await as.admin.post('/api/v1/presentations', { name: 'Empty talk', title: 'T', pages: [] });
    expect(talk.body).toMatchObject({ code: 400, field: 'pages', message: 'Need at least 1 items' });
  });

  it('refuse a video page without its address with the exact error, storing nothing', async () => {
    const before = ok<Page<ContentItem>>(await as.admin.get('/api/v1/presentations')).total;
    const res = await as.admin.post('/api/v1/presentations', {
      name: 'Addressless talk',
      title: 'T',
      pages: [{ title: 'Video', file: { type: 'Embedded Video' } }],
    });
    expect([res.status, res.body.errors]).toEqual([400, [{ field: 'pages.0.file.url', message: 'Required', code: 1 }]]);
    expect(ok<Page<ContentItem>>(await as.admin.get('/api/v1/presentations')).total).toBe(before);
  });
});

describe('organizations', () => {
  let otherManager: TestClient;
  let otherOrg: string;

  beforeAll(async () => {
    ({ orgId: otherOrg, manager: otherManager } = await otherOrgManager(t.url, as.admin, 'Harbor Pathology', { readOrgContent: true, createOrgContent: true }));
  });

  it('see site content only when it is public or shared with them, and never content filtered from them', async () => {
    const item = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Shared course')));
    const seen = async () => ok<Page<ContentItem>>(await otherManager.get(`/api/v1/modules?search=shared`)).items.map((c) => c.id);
    expect(await seen()).toEqual([]);
    expect((await otherManager.get(`/api/v1/modules/${item.id}`)).status).toBe(404);
    ok(await as.admin.put(`/api/v1/modules/${item.id}`, { allowedOrgs: [otherOrg] }));
    expect(await seen()).toEqual([item.id]);
    ok(await as.admin.put(`/api/v1/modules/${item.id}`, { allowedOrgs: [], isPublic: true, filterOrgs: [otherOrg] }));
    expect(await seen()).toEqual([]);
    ok(await as.admin.put(`/api/v1/modules/${item.id}`, { filterOrgs: [] }));
    expect(await seen()).toEqual([item.id]);
    expect(ok<ContentItem>(await otherManager.get(`/api/v1/modules/${item.id}`)).abilities).toEqual({ canEdit: false, canDel: false, canLock: false });
  });

  it('author their own content, which other organizations do not see', async () => {
    const theirs = ok<ContentItem>(await otherManager.post(`/api/v1/modules?orgId=${otherOrg}`, course('Harbor onboarding')));
    expect(theirs).toMatchObject({ orgId: otherOrg, abilities: { canEdit: true, canDel: false, canLock: false } });
    expect((await otherManager.post('/api/v1/modules', course('Site-wide attempt'))).status).toBe(403);
    expect((await otherManager.post(`/api/v1/modules?orgId=${demoOrg}`, course('Foreign attempt'))).status).toBe(403);
    const riverside = await signedIn(t.url, 'manager');
    expect((await riverside.get(`/api/v1/modules?orgId=${demoOrg}`)).status).toBe(403);
    expect((await riverside.get(`/api/v1/modules/${theirs.id}`)).status).toBe(404);
  });
});

describe('assignments', () => {
  it('are authored by managers in their organization by default; the Default Assignment is never deleted', async () => {
    const mine = ok<ContentItem>(await as.manager.post(`/api/v1/curricula?orgId=${demoOrg}`, { name: 'New hire onboarding', entries: [] }));
    expect(mine.abilities).toEqual({ canEdit: true, canDel: true, canLock: true });
    const names = ok<NameEntry[]>(await as.manager.get('/api/v1/curricula?names=1'));
    expect(names.map((n) => n.name)).toEqual(['Default Assignment', 'New hire onboarding']);
    expect((await as.super.call('delete', '/api/v1/curricula/DEFAULT')).status).toBe(403);
    expect(ok<ContentItem>(await as.super.get('/api/v1/curricula/DEFAULT')).abilities.canDel).toBe(false);
  });
});
