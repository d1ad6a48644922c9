/**
 * Every validation rule of courses, assignments, presentations, quizzes and slide tests (spec part 2
 * sections 3 to 5, part 3 section 5), fed to the API as bad input: the exact {field, message} list comes back and nothing is
 * stored, neither on create nor on update.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentItem, Page } from '@cytocampus/contracts';
import { QUIZ_MSG } from '@cytocampus/schema';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let t: TestServer;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signedIn(t.url, 'admin');
});
afterAll(() => t.close());

type Path = 'modules' | 'curricula' | 'presentations' | 'quizzes' | 'tests';
type Expected = [field: string, message: string][];

const NAME = 'Cervical Cytology Basics';
const choice = (isCorrect: boolean, choiceText = isCorrect ? 'HSIL' : 'NILM') => ({ isCorrect, choiceText });
const question = (quiz: object, type = 'text-choice') => ({
  type,
  title: 'Question',
  items: [],
  quiz: { question: { questionText: 'Which category?' }, ...quiz },
});
const quiz = (...pages: object[]) => ({ name: NAME, pages });
const talk = (...pages: object[]) => ({ name: NAME, title: 'Screening', pages });
const video = (title = 'Welcome') => ({ title, file: { type: 'Embedded Video', url: 'https://video.test/1' } });

/** A valid item of each type, the starting point of the update cases. */
const VALID: Record<Path, object> = {
  modules: { name: NAME, items: [] },
  curricula: { name: NAME, entries: [] },
  presentations: talk(video()),
  quizzes: quiz(question({ choices: [choice(true), choice(false)] })),
  tests: { name: NAME, slides: ['slide-1'] },
};

const CASES: [rule: string, path: Path, body: object, expected: Expected][] = [
  ['base: name 5 to 127 characters', 'modules', { name: ' Pap ', items: [] }, [['name', 'Must be at least 5 characters']]],
  ['base: name at most 127 characters', 'modules', { name: 'x'.repeat(128), items: [] }, [['name', 'Too long by 1 characters']]],
  ['base: description at most 255 characters', 'curricula', { name: NAME, description: 'x'.repeat(256) }, [['description', 'Too long by 1 characters']]],
  [
    'base: tags need a letter or number and 2 characters',
    'presentations',
    { ...talk(video()), tags: ['..', 'x'] },
    [
      ['tags.0', 'At least one number or letter is required'],
      ['tags.1', 'Must be at least 2 characters'],
    ],
  ],
  [
    'course: an item has a known type and an id',
    'modules',
    { name: NAME, items: [{ type: 'quiz' }, { type: 'lecture', itemId: 'q1' }] },
    [
      ['items.0.itemId', 'Required'],
      ['items.1.type', 'Must be selected'],
    ],
  ],
  [
    'course: P.A.C.E. program number of the pattern',
    'modules',
    { name: NAME, items: [], paceCertificateEnabled: true, paceProgramNumber: '510-503-2026' },
    [
      ['paceProgramNumber', 'Too long by 2 characters'],
      ['paceProgramNumber', 'Does not match pattern ^\\d{3}-\\d{3}-\\d{2}$'],
    ],
  ],
  ['assignment: each entry names a course', 'curricula', { name: NAME, entries: [{ passingScore: 70 }] }, [['entries.0.moduleId', 'Required']]],
  [
    'assignment: passing score in steps of 5',
    'curricula',
    { name: NAME, entries: [{ moduleId: 'm1', passingScore: 72 }] },
    [['entries.0.passingScore', 'Must be an even multiple of 5']],
  ],
  [
    'assignment: passing score at most 100',
    'curricula',
    { name: NAME, entries: [{ moduleId: 'm1', passingScore: 105 }] },
    [['entries.0.passingScore', 'Must be less than 101']],
  ],
  [
    'assignment: passing score at least 0',
    'curricula',
    { name: NAME, entries: [{ moduleId: 'm1', passingScore: -5 }] },
    [['entries.0.passingScore', 'Must be greater than -1']],
  ],
  [
    'assignment: 1 to 10 attempts (issue 30)',
    'curricula',
    {
      name: NAME,
      entries: [
        { moduleId: 'm1', passingScore: 70, maxAttempts: 0 },
        { moduleId: 'm2', passingScore: 70, maxAttempts: 11 },
      ],
    },
    [
      ['entries.0.maxAttempts', 'Must be greater than 0'],
      ['entries.1.maxAttempts', 'Must be less than 11'],
    ],
  ],
  [
    'assignment: a whole number of attempts',
    'curricula',
    { name: NAME, entries: [{ moduleId: 'm1', passingScore: 70, maxAttempts: 1.5 }] },
    [['entries.0.maxAttempts', 'Must be an even multiple of 1']],
  ],
  ['presentation: at least one page', 'presentations', { name: NAME, title: 'Screening', pages: [] }, [['pages', 'Need at least 1 items']]],
  ['presentation: at most 100 pages', 'presentations', talk(...Array.from({ length: 101 }, () => video())), [['pages', 'Can only have up to 100 items']]],
  ['presentation: a page title, trimmed, is required', 'presentations', talk(video('   ')), [['pages.0.title', 'Required']]],
  [
    'presentation: addresses without whitespace',
    'presentations',
    talk({ title: 'Link', file: { type: 'Embedded Link', url: 'https://x.test/a b' } }),
    [['pages.0.file.url', 'Does not match pattern ^https?://\\S+$']],
  ],
  [
    'presentation: web addresses only',
    'presentations',
    talk({ title: 'Link', file: { type: 'Embedded Link', url: 'javascript:alert(document.cookie)' } }),
    [['pages.0.file.url', 'Does not match pattern ^https?://\\S+$']],
  ],
  [
    'presentation: no data addresses',
    'presentations',
    talk({ title: 'Video', file: { type: 'Embedded Video', url: 'data:text/html,<script>alert(1)</script>' } }),
    [['pages.0.file.url', 'Does not match pattern ^https?://\\S+$']],
  ],
  [
    'presentation: an embedded video needs its address',
    'presentations',
    talk({ title: 'Video', file: { type: 'Embedded Video', url: '' } }),
    [['pages.0.file.url', 'Required']],
  ],
  [
    'presentation: an embedded link needs its address',
    'presentations',
    talk(video(), { title: 'Link', file: { type: 'Embedded Link' } }),
    [['pages.1.file.url', 'Required']],
  ],
  [
    'presentation: an uploaded file needs its file',
    'presentations',
    talk({ title: 'Handout', file: { type: 'Uploaded File', url: 'https://x.test/a' } }),
    [['pages.0.file.src', 'Required']],
  ],
  [
    'presentation: a page kind of the list',
    'presentations',
    talk({ title: 'Slides', file: { type: 'Slideshow' } }),
    [['pages.0.file.type', 'Must be selected']],
  ],
  ['quiz: a question page is required', 'quizzes', quiz({ type: 'info', title: 'Welcome', items: [] }), [['pages', QUIZ_MSG.noQuestions]]],
  [
    'quiz: a question page without its block gets the default block, which has no choices',
    'quizzes',
    quiz({ type: 'text-choice', title: 'Question', items: [] }),
    [
      ['pages.0.quiz', QUIZ_MSG.twoChoices(1)],
      ['pages.0.quiz', QUIZ_MSG.maxAboveChoices(1)],
      ['pages.0.quiz', QUIZ_MSG.correctAtLeast(1, 1)],
    ],
  ],
  ['quiz: two choices at least', 'quizzes', quiz(question({ choices: [choice(true)] })), [['pages.0.quiz', QUIZ_MSG.twoChoices(1)]]],
  [
    'quiz: max choices within the choices',
    'quizzes',
    quiz(question({ maxChoices: 3, choices: [choice(true), choice(false)] })),
    [['pages.0.quiz', QUIZ_MSG.maxAboveChoices(1)]],
  ],
  [
    'quiz: max choices not below min choices',
    'quizzes',
    quiz(question({ minChoices: 2, maxChoices: 1, choices: [choice(true), choice(true), choice(false)] })),
    [['pages.0.quiz', QUIZ_MSG.maxBelowMin(1)]],
  ],
  [
    'quiz: a correct choice at least',
    'quizzes',
    quiz(question({ choices: [choice(false), choice(false)] })),
    [['pages.0.quiz', QUIZ_MSG.correctAtLeast(1, 1)]],
  ],
  [
    'quiz: correct choices not below min choices',
    'quizzes',
    quiz(question({ minChoices: 2, maxChoices: 0, choices: [choice(true), choice(false), choice(false)] }, 'image-choice')),
    [['pages.0.quiz', QUIZ_MSG.correctBelowMin(1)]],
  ],
  [
    'quiz: the page is numbered in the message',
    'quizzes',
    quiz({ type: 'info', title: 'Intro', items: [] }, question({ choices: [choice(true), choice(false)] }), question({ choices: [choice(true)] })),
    [['pages.2.quiz', QUIZ_MSG.twoChoices(3)]],
  ],
  ['slide test: at least one slide', 'tests', { name: NAME, slides: [] }, [['slides', 'Need at least 1 items']]],
];

/** Required fields: an update leaves out what it does not change, so these hold on create only. */
const CREATE_ONLY: typeof CASES = [
  ['base: name required', 'modules', { items: [] }, [['name', 'Required']]],
  ['course: items required', 'modules', { name: NAME }, [['items', 'Required']]],
  ['presentation: a title required', 'presentations', { name: NAME, pages: [video()] }, [['title', 'Required']]],
  ['presentation: pages required', 'presentations', { name: NAME, title: 'Screening' }, [['pages', 'Required']]],
];

const errorsOf = (body: { errors?: { field: string; message: string }[] }): Expected => (body.errors ?? []).map((e) => [e.field, e.message]);
const total = async (path: Path) => ((await admin.get(`/api/v1/${path}`)).body.data as Page<ContentItem>).total;

describe('bad content is refused with the exact messages and stores nothing', () => {
  it.each([...CASES, ...CREATE_ONLY])('on create: %s', async (_rule, path, body, expected) => {
    const before = await total(path);
    const res = await admin.post(`/api/v1/${path}`, body);
    expect([res.status, errorsOf(res.body)]).toEqual([400, expected]);
    expect(res.body).toMatchObject({ code: 400, field: expected[0]![0], message: expected[0]![1] });
    expect(await total(path)).toBe(before);
  });

  it.each(CASES)('on update: %s', async (_rule, path, body, expected) => {
    const created = await admin.post(`/api/v1/${path}`, VALID[path]);
    expect(created.status).toBe(200);
    const id = (created.body.data as ContentItem).id;
    const stored = (await admin.get(`/api/v1/${path}/${id}`)).body.data as ContentItem;
    const res = await admin.put(`/api/v1/${path}/${id}`, body);
    expect([res.status, errorsOf(res.body)]).toEqual([400, expected]);
    expect((await admin.get(`/api/v1/${path}/${id}`)).body.data).toEqual(stored);
  });
});

describe('a slide note of a megabyte is refused, not stored', () => {
  const slide = (note: string) => ({ accession: 'AB12345', cellCount: 0, solution: { type: 'GYN', objects: ['area-1'], objectText: { 'area-1': note } } });
  const slides = async () => ((await admin.get('/api/v1/slides?images=all')).body.data as Page<ContentItem>).total;
  const tooLong: Expected = [['solution.objectText.area-1', 'Too long by 998000 characters']];

  it('on create', async () => {
    const before = await slides();
    const res = await admin.post('/api/v1/slides', slide('x'.repeat(1_000_000)));
    expect([res.status, errorsOf(res.body)]).toEqual([400, tooLong]);
    expect(await slides()).toBe(before);
  });

  it('on update', async () => {
    const created = await admin.post('/api/v1/slides', slide('Koilocyte with a perinuclear halo'));
    expect(created.status).toBe(200);
    const id = (created.body.data as ContentItem).id;
    const stored = (await admin.get(`/api/v1/slides/${id}`)).body.data as ContentItem;
    const res = await admin.put(`/api/v1/slides/${id}`, { solution: slide('x'.repeat(1_000_000)).solution });
    expect([res.status, errorsOf(res.body)]).toEqual([400, tooLong]);
    expect((await admin.get(`/api/v1/slides/${id}`)).body.data).toEqual(stored);
  });
});
