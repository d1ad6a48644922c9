/**
 * What readers get beyond the item itself: a course's item names, an assignment's course names,
 * name lists for pickers, and the files of presentations and quizzes, each only as far as the
 * reader may see (spec part 2 section 7).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentItem, CourseItemEntry, CurriculumModuleEntry, NameEntry, Page } from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { fileBytes, finish, idOf, tusUpload } from '../../testing/tus.js';
import { ok, otherOrgManager } from './testing/content-client.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let harbor: { orgId: string; manager: TestClient };

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  harbor = await otherOrgManager(t.url, as.admin, 'Harbor Pathology', { readOrgContent: true });
});
afterAll(() => t.close());

const course = (name: string, extra: object = {}) => ({ name, items: [], ...extra });
const quiz = (name: string, extra: object = {}) => ({
  name,
  pages: [
    {
      type: 'text-choice',
      title: 'Q1',
      quiz: {
        choices: [
          { isCorrect: true, choiceText: 'HSIL' },
          { isCorrect: false, choiceText: 'NILM' },
        ],
      },
    },
  ],
  ...extra,
});
const talk = (name: string, file: object, extra: object = {}) => ({ name, title: 'Screening', pages: [{ title: 'Page', file }], ...extra });

describe('a course shared with another organization', () => {
  it('names only the items its readers may read; the others keep their place without a name', async () => {
    const hidden = ok<ContentItem>(await as.admin.post('/api/v1/quizzes', quiz('Internal calibration quiz')));
    const open = ok<ContentItem>(
      await as.admin.post('/api/v1/presentations', talk('Open screening lecture', { type: 'Embedded Video', url: 'https://video.test/2' }, { isPublic: true })),
    );
    const items = [
      { type: 'quiz', itemId: hidden.itemId },
      { type: 'presentation', itemId: open.itemId },
    ];
    const shared = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Shared screening course', { items, allowedOrgs: [harbor.orgId] })));
    expect(ok<CourseItemEntry[]>(await as.admin.get(`/api/v1/modules/${shared.id}/items`)).map((i) => i.name)).toEqual([
      'Internal calibration quiz',
      'Open screening lecture',
    ]);
    expect(ok<CourseItemEntry[]>(await harbor.manager.get(`/api/v1/modules/${shared.id}/items`))).toEqual([
      { type: 'quiz', itemId: hidden.itemId, name: null, active: false },
      { type: 'presentation', itemId: open.itemId, name: 'Open screening lecture', active: false },
    ]);
  });
});

describe('an assignment', () => {
  it("names its courses to a manager who may read it but not list courses, except courses hidden from the manager's organization", async () => {
    const demoOrg = ((await as.manager.get('/api/v1/user')).body.data as { orgId: string }).orgId;
    const open = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Public urine cytology', { isPublic: true })));
    const hidden = ok<ContentItem>(await as.admin.post('/api/v1/modules', course('Site-only pilot course')));
    const entries = [open, hidden].map((m) => ({ moduleId: m.itemId, passingScore: 70 }));
    const assignment = ok<ContentItem>(await as.manager.post(`/api/v1/curricula?orgId=${demoOrg}`, { name: 'Urine onboarding', entries }));
    expect((await as.manager.get('/api/v1/modules')).status).toBe(403);
    expect(ok<CurriculumModuleEntry[]>(await as.manager.get(`/api/v1/curricula/${assignment.id}/modules`))).toEqual([
      { moduleId: open.itemId, name: 'Public urine cytology', active: false },
      { moduleId: hidden.itemId, name: null, active: false },
    ]);
    // The comma list picks and orders; a course that is not the assignment's has no name.
    const picked = ok<CurriculumModuleEntry[]>(
      await as.admin.get(`/api/v1/curricula/${assignment.id}/modules?modules=${hidden.itemId},${open.itemId},unrelated`),
    );
    expect(picked.map((m) => m.name)).toEqual(['Site-only pilot course', 'Public urine cytology', null]);
    expect((await harbor.manager.get(`/api/v1/curricula/${assignment.id}/modules`)).status).toBe(404);
  });
});

describe('name lists', () => {
  it('hold every name by default (pickers need them all), while pages keep their 25', async () => {
    for (let i = 0; i < 27; i++) ok(await as.admin.post('/api/v1/modules', course(`Bulk course ${String(i).padStart(2, '0')}`)));
    expect(ok<NameEntry[]>(await as.admin.get('/api/v1/modules?names=1&search=bulk'))).toHaveLength(27);
    expect(ok<Page<ContentItem>>(await as.admin.get('/api/v1/modules?search=bulk'))).toMatchObject({ limit: 25, total: 27, canNext: true });
    expect(ok<NameEntry[]>(await as.admin.get('/api/v1/modules?names=1&search=bulk&limit=10'))).toHaveLength(10);
    expect((await as.admin.get('/api/v1/modules?names=1&limit=10001')).status).toBe(400);
  });
});

describe('files of presentations and quizzes', () => {
  let pdf: string;
  let image: string;
  const bytes = new Map<string, Buffer>();

  beforeAll(async () => {
    const pdfBytes = fileBytes.pdf(2000);
    const imageBytes = fileBytes.png(2000);
    pdf = idOf(await finish(await tusUpload(t.url, as.admin, pdfBytes, { filename: 'bethesda.pdf', filetype: 'application/pdf', purpose: 'file' })));
    image = idOf(await finish(await tusUpload(t.url, as.admin, imageBytes, { filename: 'hsil.png', filetype: 'image/png', purpose: 'image' })));
    bytes.set(pdf, pdfBytes).set(image, imageBytes);
  });

  /** The file's id when the route streams its bytes (each upload's bytes are random), else the status. */
  const served = async (client: TestClient, path: string) => {
    const res = await client.call('get', path);
    if (res.status !== 200) return res.status;
    return Buffer.compare(res.body as Buffer, bytes.get(path.split('/').pop()!.split('?')[0]!)!) === 0 ? 'the file' : 'other bytes';
  };

  it('are served to readers of an item using them (and to their uploader), from the spec paths', async () => {
    expect(await served(harbor.manager, `/api/v1/presentations/file/${pdf}`)).toBe(404);
    // The uploader sees the file before any item uses it (the editor's preview).
    expect(await served(as.admin, `/api/v1/presentations/file/${pdf}?noAttach=1`)).toBe('the file');
    const lecture = ok<ContentItem>(await as.admin.post('/api/v1/presentations', talk('Bethesda handout', { type: 'Uploaded File', src: pdf })));
    expect(await served(harbor.manager, `/api/v1/presentations/file/${pdf}`)).toBe(404);
    ok(await as.admin.put(`/api/v1/presentations/${lecture.id}`, { allowedOrgs: [harbor.orgId] }));
    expect(await served(harbor.manager, `/api/v1/presentations/file/${pdf}`)).toBe('the file');
    // Not around the check: /files serves a document to its uploader only.
    expect(await served(harbor.manager, `/api/v1/files/${pdf}`)).toBe(404);
    expect(await served(as.admin, `/api/v1/files/${pdf}`)).toBe('the file');
    // A presentation's file is not a quiz's.
    expect(await served(harbor.manager, `/api/v1/quizzes/file/${pdf}`)).toBe(404);

    const imageQuiz = quiz('Image quiz', {
      isPublic: true,
      pages: [{ type: 'image-choice', title: 'Q1', items: [{ type: 'image', src: image }], quiz: quiz('x').pages[0]!.quiz }],
    });
    ok(await as.admin.post('/api/v1/quizzes', imageQuiz));
    expect(await served(harbor.manager, `/api/v1/quizzes/file/${image}`)).toBe('the file');
    expect(await served(harbor.manager, '/api/v1/quizzes/file/not-a-file')).toBe(404);
  });
});
