/**
 * The fuzz suite's fixtures (real items whose ids fill path parameters) and a valid sample body per
 * write operation, with where an accepted write shows. Bodies follow the e2e specs and factories.
 */
import { randomUUID } from 'node:crypto';
import { newUser, registration } from '../../testing/factories.js';
import type { TestClient } from '../../testing/test-client.js';
import { ESSENTIAL_TEXT, UNKNOWN_UUID } from './hostile-values.js';
import { communitySamples, reviewSamples, slideReviewSamples } from './learner-samples.js';
import { API, AS_REPLIED, CONTENT, same, trimmed, type ContentPath, type Fixtures, type Path, type Sample } from './sample-shape.js';
import type { Operation } from './operations.js';

export { API, AS_REPLIED, CONTENT, type Caller, type ContentPath, type Fixtures, type Path, type Sample } from './sample-shape.js';

const dotted = (leaf: Path): string => leaf.join('.');

/** Tags are trimmed and lower-cased; e-mail addresses too (libs/schema fields). */
const cleanTags = (leaf: Path, value: unknown): unknown => (leaf[0] === 'tags' && typeof value === 'string' ? value.trim().toLowerCase() : trimmed(value));

/** A slide test's options with a default: an empty one is stored as the default (scoring by result group, 10 slides). */
const TEST_DEFAULTS: Record<string, unknown> = { scoringMode: 'group', 'proficiency.size': 10 };
const cleanTest = (leaf: Path, value: unknown): unknown =>
  value === null && dotted(leaf) in TEST_DEFAULTS ? TEST_DEFAULTS[dotted(leaf)] : cleanTags(leaf, value);

/** Slide fields: accession stripped to letters and digits and upper-cased; an empty name reads 'Slide #…'; a result outside the solution type's set is null; notes are free (type any). */
function cleanSlide(leaf: Path, value: unknown, body: Record<string, unknown>): unknown {
  const path = dotted(leaf);
  const accession = typeof body.accession === 'string' ? body.accession.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : body.accession;
  if (path === 'accession') return typeof value === 'string' ? value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : value;
  if (path === 'name' && (value === null || (typeof value === 'string' && ['', 'Untitled Slide'].includes(value.trim())))) return `Slide #${String(accession)}`;
  if (path === 'solution.result') return AS_REPLIED;
  if (path.startsWith('solution.objectText')) return value;
  return cleanTags(leaf, value);
}

const contentReadBack = (path: ContentPath): Sample['readBack'] => ({
  path: (_fx, reply) => `${API}/${path}/${String(reply.id)}`,
  at: (leaf) => ['fields', ...leaf],
});
const sameItemReadBack = (path: ContentPath): Sample['readBack'] => ({
  path: (fx) => `${API}/${path}/${fx.content[path].id}`,
  at: (leaf) => ['fields', ...leaf],
});

/** A valid item of each content type (the shapes of content.e2e.spec.ts and libs/schema's content types). */
export const CONTENT_BODIES: Record<ContentPath, (fx: Partial<Fixtures>) => Record<string, unknown>> = {
  slides: () => ({
    name: 'Teaching case',
    accession: 'AB-12345',
    cellCount: 1200,
    description: 'HSIL with koilocytes',
    tags: ['GYN', 'hsil'],
    patient: { name: 'Jane Roe', dob: '1970-01-01', lmp: '2026-01-01' },
    options: { hideAccession: false },
    solution: { type: 'GYN', result: 'HSIL', objects: ['o1'], objectText: { o1: 'koilocyte' }, reason: 'Koilocytes present' },
  }),
  quizzes: () => ({
    name: 'Bethesda practice',
    description: 'Practice questions',
    tags: ['quiz'],
    graded: false,
    pages: [
      {
        type: 'text-choice',
        title: 'Question 1',
        items: [{ type: 'text', value: 'Look closely' }],
        quiz: {
          question: { highlight: 'HSIL', questionText: 'Which?' },
          solution: 'HSIL',
          choices: [
            { isCorrect: true, choiceText: 'HSIL' },
            { isCorrect: false, choiceText: 'NILM' },
          ],
        },
      },
    ],
  }),
  presentations: () => ({
    name: 'Screening lecture',
    title: 'Screening',
    description: 'A short lecture',
    tags: ['lecture'],
    pages: [{ title: 'Video', file: { type: 'Embedded Video', url: 'https://video.test/1' } }],
  }),
  'feedback-forms': () => ({
    name: 'Speaker evaluation',
    description: 'After the talk',
    tags: ['feedback'],
    formData: [{ title: 'Speaker', description: 'How was it', items: ['Clarity'] }],
  }),
  tests: (fx) => ({
    name: 'Slide test one',
    description: 'Five slides',
    tags: ['test'],
    slides: [fx.content?.slides.itemId ?? UNKNOWN_UUID],
    evalForm: fx.content?.['feedback-forms'].itemId ?? '',
    scoringMode: 'partial',
    // Not a proficiency test (its set rules would refuse one slide), but every setting has a place.
    proficiency: { enabled: false, size: 10, timeLimit: 120, pool: 'pt-pool' },
  }),
  modules: (fx) => ({
    name: 'Cervical Cytology Basics',
    description: 'The Bethesda System, step by step',
    tags: ['GYN', 'bethesda'],
    items: [{ type: 'quiz', itemId: fx.content?.quizzes.itemId ?? UNKNOWN_UUID }],
    paceCertificateEnabled: false,
    paceProgramNumber: '510-503-26',
  }),
  curricula: (fx) => ({
    name: 'Fuzz assignment',
    description: 'Everything once',
    tags: ['assignment'],
    entries: [{ moduleId: fx.content?.modules.itemId ?? UNKNOWN_UUID, passingScore: 70, required: true, sequential: false, schedule: { enabled: false } }],
  }),
};

/** The items are created in this order: later ones refer to earlier ones. */
const CREATION_ORDER: ContentPath[] = ['slides', 'quizzes', 'presentations', 'feedback-forms', 'tests', 'modules', 'curricula'];

async function data<T = Record<string, unknown>>(what: string, call: Promise<{ status: number; body: { data?: unknown } }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** Creates the items whose ids fill the path parameters (as the demo admin). */
export async function createFixtures(admin: TestClient, learner: TestClient): Promise<Fixtures> {
  const demoOrg = (await data<{ orgId: string }>('admin', admin.get(`${API}/user`))).orgId;
  const learnerId = (await data<{ id: string }>('learner', learner.get(`${API}/user`))).id;
  const org = (await data<{ id: string }>('organization', admin.post(`${API}/organizations`, { name: 'Fuzz Laboratory' }))).id;
  const group = (await data<{ id: string }>('group', admin.post(`${API}/groups`, { orgId: org, name: 'Fuzz night shift' }))).id;
  const target = await data<{ id: string; email: string }>('user', admin.post(`${API}/users`, newUser({ orgId: demoOrg })));
  const member = (await data<{ id: string }>('member', admin.post(`${API}/users`, newUser({ orgId: demoOrg })))).id;
  const login = { email: `login-${randomUUID().slice(0, 8)}@lab.test`, password: 'Fuzz-Pass-1' };
  await data('login account', admin.post(`${API}/users`, newUser({ email: login.email, password: login.password, orgId: demoOrg })));
  const content = {} as Fixtures['content'];
  for (const path of CREATION_ORDER) {
    const item = await data<{ id: string; itemId: string }>(path, admin.post(`${API}/${path}`, CONTENT_BODIES[path]({ content })));
    content[path] = { id: item.id, itemId: item.itemId };
  }
  const slide = await data<{ objects: { id: string }[][] }>(
    'slide object',
    admin.post(`${API}/slides/${content.slides.id}/slide/objects`, { coords: { x: 10, y: 20 }, catIdx: 0 }),
  );
  const objectId = slide.objects.flat().at(-1)?.id ?? 'o1';
  const thread = await data<{ id: string; messages: { id: string }[] }>(
    'thread',
    admin.post(`${API}/threads`, { title: 'Fuzz thread', ref: demoOrg, message: '<p>The fixture thread</p>' }),
  );
  const message = thread.messages[0]?.id ?? UNKNOWN_UUID;
  return { demoOrg, learnerId, org, group, user: { id: target.id, email: target.email }, member, login, content, objectId, thread: thread.id, message };
}

/** The real id for a path parameter of an operation (hostile values replace one at a time). */
export function pathIds(operation: Operation, fx: Fixtures): Record<string, string> {
  const first = operation.template.split('/')[3] ?? '';
  const ids: Record<string, string> = {};
  for (const param of operation.params) {
    const id = idFor(first, operation.template, param, fx);
    if (id === undefined) throw new Error(`no fixture id for {${param}} of ${operation.key}: add one to pathIds (api/src/fuzz/testing/sample-bodies.ts)`);
    ids[param] = id;
  }
  return ids;
}

function idFor(first: string, template: string, param: string, fx: Fixtures): string | undefined {
  switch (param) {
    case 'orgId':
      return fx.org;
    case 'objectId':
      return fx.objectId;
    case 'messageId':
      return fx.message;
    case 'level':
      return '0';
    case 'page':
      // GET /audit/reviews/{reviewId}/coverage/{page}: a review's first slide.
      return '0';
    case 'tile':
      return '0_0.jpeg';
    case 'x':
    case 'y':
      return '10';
    case 'src':
    case 'fileId':
    case 'reviewId':
    case 'recordId':
    case 'tokenId':
      return UNKNOWN_UUID;
    case 'kid':
      // DELETE /lti/keys/{kid}: a key nobody made (super users only; the e2e spec retires real ones).
      return UNKNOWN_UUID;
    case 'userId':
      return fx.user.id;
    case 'moduleId':
      // POST /user/courses/{moduleId}/retake: the fixture course (refused: not failed, or not the caller's).
      return fx.content.modules.id;
    case 'type':
      // GET /demo/{type}/{id}: a demo run of a course's quiz.
      return 'quiz';
    case 'code':
      // GET /verify/{code}: a certificate code nobody holds (and GET /verify/pt/{code}: a PT result's).
      return '0000-0000-0000-0000-0000-0000-0000';
    case 'year':
      // GET /proficiency/{userId}/{year} and its records: this year's ladder.
      return String(new Date().getUTCFullYear());
    case 'id':
      if (first === 'demo') return fx.content.quizzes.id;
      // A token for a user the toggles of PUT /user/disabled/{id} never deactivate (a deactivated user gets none).
      if (first === 'users' && template.includes('/tokens')) return fx.member;
      if (first === 'users' || first === 'user') return fx.user.id;
      // No fixture identity provider: its routes are super users' (docs/adr/0041), refused to the suite's callers; the e2e spec configures real ones.
      if (first === 'organizations' && template.includes('/identity-providers/')) return UNKNOWN_UUID;
      // No fixture LTI platform either (docs/adr/0042): super users' routes, tested with the test platform in their e2e specs.
      if (first === 'lti') return UNKNOWN_UUID;
      if (first === 'organizations') return template.includes('/group/') ? fx.group : fx.org;
      if (first === 'groups') return fx.group;
      if (first === 'uploads') return UNKNOWN_UUID;
      if (first === 'threads') return fx.thread;
      // No fixture report: one would be generated in the background, moving the head the suite watches around refusals.
      if (first === 'reports') return UNKNOWN_UUID;
      // No fixture session: a live one would take the fixture slide's image routes with it (docs/adr/0030); the e2e spec runs real ones.
      if (first === 'teaching') return UNKNOWN_UUID;
      // No fixture outlier notification (docs/adr/0036): the e2e spec reads real ones.
      if (first === 'skills') return UNKNOWN_UUID;
      if ((CONTENT as readonly string[]).includes(first)) return fx.content[first as ContentPath].id;
      return undefined;
    default:
      return undefined;
  }
}

const bioAt = (leaf: Path): Path => ['bio', ...leaf];
/** Permission overrides equal to the role's default are not kept, and unknown names are ignored (libs/permissions): not read back. */
const notPermissions = (leaf: Path): Path | null => (leaf[0] === 'permissions' ? null : leaf);

/** A valid body per write operation that takes one; `as` is the caller allowed to make the write. */
export function samples(): Sample[] {
  // Courses and slides get every value; the other types (same base fields, own parts) the essential ones.
  const primary = (path: ContentPath): Partial<Sample> => (path === 'modules' || path === 'slides' ? {} : { values: ESSENTIAL_TEXT });
  const contentSamples = CONTENT.flatMap((path): Sample[] => [
    {
      key: `POST ${API}/${path}`,
      as: 'admin',
      ...primary(path),
      body: (fx) => CONTENT_BODIES[path](fx),
      readBack: contentReadBack(path),
      clean: path === 'slides' ? cleanSlide : path === 'tests' ? cleanTest : cleanTags,
    },
    {
      key: `PUT ${API}/${path}/{id}`,
      as: 'admin',
      values: ESSENTIAL_TEXT,
      body: (fx) =>
        path === 'slides'
          ? { name: 'Teaching case, revised', accession: 'AB-12345', description: 'Revised', tags: ['gyn'], solution: CONTENT_BODIES.slides(fx).solution }
          : { name: 'Renamed for the fuzz run', description: 'Revised description', tags: ['Revised', 'fuzz'] },
      readBack: sameItemReadBack(path),
      clean: path === 'slides' ? cleanSlide : cleanTags,
    },
    {
      key: `PUT ${API}/${path}/{id}/lock`,
      as: 'admin',
      body: () => ({ locked: false }),
      readBack: { path: (fx) => `${API}/${path}/${fx.content[path].id}`, at: (leaf) => leaf },
    },
  ]);
  return [
    {
      key: `POST ${API}/register`,
      as: 'anonymous',
      captcha: true,
      values: ESSENTIAL_TEXT,
      body: () => ({ ...registration(), captchaToken: '' }),
      // The new account's own session reads its record.
      readBack: { path: () => `${API}/user`, at: (leaf) => (leaf[0] === 'bio' || leaf[0] === 'email' ? leaf : null) },
      clean: (leaf, value) => (leaf[0] === 'email' && typeof value === 'string' ? value.trim().toLowerCase() : trimmed(value)),
    },
    { key: `POST ${API}/login`, as: 'anonymous', values: ESSENTIAL_TEXT, body: (fx) => ({ ...fx.login }) },
    { key: `POST ${API}/reset`, as: 'anonymous', values: ESSENTIAL_TEXT, body: () => ({ email: `nobody-${randomUUID().slice(0, 8)}@lab.test` }) },
    // Sign-in through a provider (docs/adr/0041): the fuzz server has no provider, so a valid body meets no provider, no flow cookie and no link cookie.
    {
      key: `POST ${API}/auth/oidc/start`,
      as: 'anonymous',
      values: ESSENTIAL_TEXT,
      validStatus: 404,
      body: () => ({ providerId: UNKNOWN_UUID, returnTo: '/courses', email: 'someone@lab.test' }),
    },
    { key: `POST ${API}/auth/oidc/callback`, as: 'anonymous', values: ESSENTIAL_TEXT, validStatus: 400, body: () => ({ query: 'code=fuzz&state=fuzz' }) },
    { key: `POST ${API}/auth/oidc/link`, as: 'anonymous', values: ESSENTIAL_TEXT, validStatus: 400, body: () => ({ password: 'Fuzz-Pass-1', website: '' }) },
    {
      key: `POST ${API}/reset/confirm`,
      as: 'anonymous',
      values: ESSENTIAL_TEXT,
      validStatus: 400,
      body: () => ({ token: 'A'.repeat(43), password: 'Sl1desAreFun' }),
    },
    {
      key: `PUT ${API}/user/profile`,
      as: 'learner',
      body: () => ({
        title: 'Ms',
        firstName: 'Casey',
        middleName: 'Jo',
        lastName: 'Morgan',
        suffix: 'Jr',
        alias: 'CM1000',
        lab: 'Lakeside Pathology',
        profession: 'Cytotech',
        years: '5-10',
        gender: 'u',
        postalCode: '02139',
        country: 'US',
        avatar: '',
      }),
      readBack: { path: () => `${API}/user`, at: bioAt },
    },
    {
      key: `PUT ${API}/user/prefs`,
      values: ESSENTIAL_TEXT,
      as: 'learner',
      body: () => ({ ooiZoomReset: true, ooiZoomLevel: 40, updateEmail: 'daily', socialAllowLab: false }),
      readBack: { path: () => `${API}/user`, at: (leaf) => ['preferences', ...leaf] },
    },
    { key: `POST ${API}/user/terms`, as: 'learner', body: () => ({ version: 1 }), readBack: { path: () => `${API}/user`, at: () => ['terms'] } },
    {
      key: `POST ${API}/users`,
      as: 'admin',
      body: (fx) =>
        newUser({
          orgId: fx.demoOrg,
          permissions: { createThreads: true },
          bio: { middleName: 'J', lab: 'Harbor Lab', profession: 'Cytotech', postalCode: '02139', years: '5-10' },
        }),
      readBack: { path: (_fx, reply) => `${API}/users/${String(reply.id)}`, at: notPermissions },
      clean: (leaf, value) => (leaf[0] === 'email' && typeof value === 'string' ? value.trim().toLowerCase() : trimmed(value)),
    },
    {
      key: `PUT ${API}/users/{id}`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: (fx) => ({
        email: fx.user.email,
        role: 'cytotechnologist',
        orgId: fx.demoOrg,
        groupId: null,
        curriculum: null,
        permissions: { createThreads: true },
        bio: { firstName: 'Quinn', lastName: 'Avery', lab: 'Harbor Lab', profession: 'Cytotech', postalCode: '02139', gender: 'u', country: 'US' },
      }),
      readBack: { path: (fx) => `${API}/users/${fx.user.id}`, at: notPermissions },
      clean: (leaf, value) => (leaf[0] === 'email' && typeof value === 'string' ? value.trim().toLowerCase() : trimmed(value)),
    },
    { key: `POST ${API}/user/resetPassword`, values: ESSENTIAL_TEXT, as: 'admin', body: (fx) => ({ email: fx.user.email }) },
    {
      key: `POST ${API}/users/{id}/tokens`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: () => ({ name: 'Fuzz script', expiresInDays: 30 }),
      // The newest token of the list; the answer holds the token itself besides (docs/adr/0034), so it is not the list's item.
      readBack: { path: (fx) => `${API}/users/${fx.member}/tokens`, at: (leaf) => (leaf[0] === 'name' ? ['items', 0, 'name'] : null), replyIsItem: false },
    },
    {
      key: `POST ${API}/users/import/preview`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: (fx) => ({ csv: `email,firstName,lastName\npreview-${randomUUID().slice(0, 8)}@lab.test,Xi,Yu`, orgId: fx.demoOrg }),
    },
    {
      key: `POST ${API}/users/import`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: (fx) => ({ csv: `email,firstName,lastName,lab\nimport-${randomUUID().slice(0, 8)}@lab.test,Xi,Yu,Harbor Lab`, orgId: fx.demoOrg }),
    },
    {
      key: `POST ${API}/user/rawImport`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      validStatus: 403, // super only (spec): an admin is refused whatever the body
      body: () => ({ userJson: JSON.stringify([newUser()]) }),
    },
    {
      key: `POST ${API}/organizations`,
      as: 'admin',
      body: () => ({ name: 'Fuzz Laboratory Two', region: 'Northeast', preWork: false, defaultCurriculum: null }),
      readBack: { path: (_fx, reply) => `${API}/organizations/${String(reply.id)}`, at: same },
    },
    {
      key: `PUT ${API}/organizations/{id}`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: () => ({ name: 'Fuzz Laboratory', region: 'Northeast', preWork: true, defaultCurriculum: null }),
      readBack: { path: (fx) => `${API}/organizations/${fx.org}`, at: same },
    },
    {
      // The screening skill's outlier thresholds (docs/adr/0036).
      key: `PUT ${API}/organizations/{orgId}/skills/settings`,
      as: 'admin',
      body: () => ({ factor: 2.5, minSlides: 4 }),
      readBack: { path: (fx) => `${API}/organizations/${fx.org}/skills/settings`, at: same },
    },
    // An organization's identity providers and sign-in policy (docs/adr/0041): super only, like rawImport; an admin is refused whatever the body.
    {
      key: `POST ${API}/organizations/{orgId}/identity-providers`,
      as: 'admin',
      validStatus: 403,
      values: ESSENTIAL_TEXT,
      body: () => ({ name: 'Fuzz ID', issuer: 'https://id.fuzz.test', clientId: 'cytocampus', clientSecret: 'fuzz-secret', allowedDomains: ['fuzz.test'] }),
    },
    {
      key: `PUT ${API}/organizations/{orgId}/identity-providers/{id}`,
      as: 'admin',
      validStatus: 403,
      values: ESSENTIAL_TEXT,
      body: () => ({ name: 'Fuzz ID', enabled: false }),
    },
    { key: `PUT ${API}/organizations/{orgId}/sign-in-policy`, as: 'admin', validStatus: 403, body: () => ({ providerRequired: false }) },
    // LTI (docs/adr/0042): the administration is super users' (an admin is refused whatever the body); the platform's login and
    // launch name no registered platform or flow here (their e2e specs use the test platform); the framed routes need a launch's session.
    {
      key: `POST ${API}/lti/platforms`,
      as: 'admin',
      validStatus: 403,
      values: ESSENTIAL_TEXT,
      body: (fx) => ({
        name: 'Fuzz LMS',
        issuer: 'https://lms.fuzz.test',
        clientId: 'cytocampus',
        deploymentIds: ['1'],
        keySetUrl: 'https://lms.fuzz.test/jwks',
        authUrl: 'https://lms.fuzz.test/auth',
        tokenUrl: 'https://lms.fuzz.test/token',
        orgId: fx.org,
      }),
    },
    { key: `PUT ${API}/lti/platforms/{id}`, as: 'admin', validStatus: 403, values: ESSENTIAL_TEXT, body: () => ({ name: 'Fuzz LMS', enabled: false }) },
    {
      key: `POST ${API}/lti/login`,
      as: 'admin',
      validStatus: 400,
      values: ESSENTIAL_TEXT,
      body: () => ({ iss: 'https://lms.fuzz.test', login_hint: 'fuzz', target_link_uri: 'https://lms.fuzz.test/launch' }),
    },
    {
      key: `POST ${API}/lti/launch`,
      as: 'admin',
      validStatus: 400,
      values: ESSENTIAL_TEXT,
      body: () => ({ id_token: 'a.b.c', state: 'fuzz-state-of-no-login' }),
    },
    { key: `POST ${API}/lti/deep-links`, as: 'admin', validStatus: 403, values: ESSENTIAL_TEXT, body: () => ({ targets: ['course/fuzz'] }) },
    {
      key: `POST ${API}/organizations/{id}/members`,
      as: 'admin',
      body: (fx) => ({ userId: fx.member }),
      readBack: { path: (fx) => `${API}/users/${fx.member}`, at: () => null },
    },
    {
      key: `POST ${API}/groups`,
      as: 'admin',
      body: (fx) => ({
        orgId: fx.org,
        name: `Fuzz group ${randomUUID().slice(0, 6)}`,
        description: 'A group for the fuzz run',
        tags: ['Fuzz', 'night-shift'],
        defaultCurriculum: null,
      }),
      readBack: { path: (_fx, reply) => `${API}/groups/${String(reply.id)}`, at: same },
      clean: cleanTags,
    },
    {
      key: `PUT ${API}/groups/{id}`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: () => ({ name: 'Fuzz night shift', description: 'Renamed', tags: ['Nights'], defaultCurriculum: null }),
      readBack: { path: (fx) => `${API}/groups/${fx.group}`, at: same },
      clean: cleanTags,
    },
    {
      key: `PUT ${API}/organizations/{orgId}/group/{id}`,
      values: ESSENTIAL_TEXT,
      as: 'admin',
      body: () => ({ name: 'Fuzz night shift', description: 'Renamed again', tags: ['nights'] }),
      readBack: { path: (fx) => `${API}/groups/${fx.group}`, at: same },
      clean: cleanTags,
    },
    {
      key: `PUT ${API}/announcement`,
      as: 'admin',
      body: () => ({ content: '<p>Welcome to <b>CytoCampus</b></p>' }),
      readBack: { path: () => `${API}/announcement`, at: same },
      // Sanitized HTML: the GET shows what the reply showed.
      clean: () => AS_REPLIED,
    },
    ...contentSamples,
    ...communitySamples(),
    ...reviewSamples(),
    ...slideReviewSamples(),
    // The retest ladder (docs/adr/0035): the fixture user has no failed proficiency test, so a valid record is refused by the ladder (409 after validation).
    {
      key: `POST ${API}/proficiency/{userId}/{year}/remediation`,
      as: 'admin',
      validStatus: 409,
      body: () => ({ note: 'Reviewed forty HSIL cases with the supervisor' }),
    },
    {
      key: `POST ${API}/proficiency/{userId}/{year}/education`,
      as: 'admin',
      validStatus: 409,
      body: () => ({ note: 'Continuing education: ASCCP course', hours: 12 }),
    },
    // A practice set (docs/adr/0036): the fixture slide has no made image, so it is no library slide to practise on (400 after validation).
    {
      key: `POST ${API}/users/{userId}/skills/practice`,
      as: 'admin',
      validStatus: 400,
      values: ESSENTIAL_TEXT,
      body: (fx) => ({ slideIds: [fx.content.slides.itemId] }),
    },
    // Live teaching (docs/adr/0030): a learner may not start a session (403 after validation); the others name no session (404 after validation).
    {
      key: `POST ${API}/teaching/sessions`,
      as: 'learner',
      validStatus: 403,
      values: ESSENTIAL_TEXT,
      body: (fx) => ({ slideId: fx.content.slides.id, title: 'Fuzz class', audience: { kind: 'link' } }),
    },
    { key: `POST ${API}/teaching/sessions/{id}/control`, as: 'admin', validStatus: 404, values: ESSENTIAL_TEXT, body: (fx) => ({ userId: fx.learnerId }) },
    {
      key: `POST ${API}/teaching/sessions/{id}/answer`,
      as: 'learner',
      validStatus: 404,
      values: ESSENTIAL_TEXT,
      body: () => ({ pollId: UNKNOWN_UUID, answer: 'HSIL' }),
    },
    {
      key: `PUT ${API}/user/favoriteModule`,
      as: 'admin',
      body: (fx) => ({ moduleId: fx.content.modules.itemId }),
      readBack: { path: () => `${API}/user`, at: () => null },
    },
    { key: `POST ${API}/slides/{id}/slide/objects`, as: 'admin', body: () => ({ coords: { x: 30, y: 40 }, catIdx: 1 }) },
    { key: `PUT ${API}/slides/{id}/slide/objects/{objectId}`, as: 'admin', body: () => ({ catIdx: 2, rank: 0 }) },
    { key: `POST ${API}/slides/{id}/slide/image`, as: 'admin', validStatus: 404, body: () => ({ uploadId: UNKNOWN_UUID, finished: false }) }, // no such upload
    { key: `POST ${API}/slides/{id}/slide/analysis`, as: 'admin', validStatus: 404, body: () => ({ analysisId: UNKNOWN_UUID }) }, // no such upload
    { key: `POST ${API}/slides/{id}/slide/marks`, as: 'admin', validStatus: 409, body: () => ({ coords: { x: 1, y: 1 } }) }, // the fixture slide has no image
    {
      // {userId} is another user: only the holder records their certificate's print (docs/adr/0026; the e2e spec records a real one).
      key: `PUT ${API}/stats/{userId}/printCert`,
      as: 'admin',
      validStatus: 403,
      body: () => ({
        userName: 'Fuzz Learner',
        credits: 0.5,
        programDate: 1_764_000_000_000,
        programTitle: 'CytoCampus P.A.C.E. Continuing Education Program 510-503-26',
        paceProgramNumber: '510-503-26',
      }),
    },
    {
      // No report may be generated in the background while the suite watches the head around refusals: the learner may not
      // ask for one (403 after validation), and the admin (who sends this body in the query group) names an unknown group
      // (400). The e2e specs create real ones, multipart too.
      key: `POST ${API}/reports`,
      as: 'learner',
      validStatus: 403,
      values: ESSENTIAL_TEXT,
      body: (fx) => ({
        name: 'Fuzz report',
        description: 'Slide results of the fuzz organization',
        tags: ['fuzz'],
        reportType: 'Slide Results',
        kind: 'Study Slide',
        target: { groupId: UNKNOWN_UUID, orgId: fx.org },
        options: { verbose: true, anonymous: false, userScore: true },
        filters: { internalUsers: false, userLevel: 3, startDate: '2026-01-01', endDate: '2026-01-31' },
        filterOrgs: [{ orgId: fx.org, orgName: 'Fuzz Laboratory' }],
      }),
    },
    {
      // The fixture course is inactive, so it is no learner's: a valid body ends in 404 (docs/adr/0023; the e2e spec marks a real one).
      key: `PUT ${API}/user/progress/update-video-presentation-progress`,
      as: 'admin',
      validStatus: 404,
      body: (fx) => ({ userId: fx.user.id, moduleId: fx.content.modules.itemId, itemId: fx.content.presentations.itemId, progress: 1 }),
    },
  ];
}

/** Writes that read no body (or only an ignored one), with the reason; every other write has a sample. */
export const NO_BODY: Record<string, string> = {
  [`GET ${API}/user/logout`]: 'signs out',
  [`POST ${API}/user/logout/all`]: 'signs out everywhere',
  [`PUT ${API}/user/disabled/{id}`]: 'toggles deactivation',
  [`DELETE ${API}/users/{id}`]: 'deletes',
  [`DELETE ${API}/users/{id}/tokens/{tokenId}`]: 'revokes an access token',
  [`DELETE ${API}/organizations/{id}`]: 'deletes',
  [`DELETE ${API}/organizations/{orgId}/identity-providers/{id}`]: 'removes an identity provider',
  [`DELETE ${API}/lti/platforms/{id}`]: 'removes an LTI platform',
  [`POST ${API}/lti/keys`]: 'adds a signing key',
  [`DELETE ${API}/lti/keys/{kid}`]: 'retires a key',
  [`POST ${API}/lti/roster-sync`]: "reads the launch's course roster from the platform",
  [`DELETE ${API}/groups/{id}`]: 'deletes',
  [`DELETE ${API}/organizations/{orgId}/group/{id}`]: 'deletes',
  [`DELETE ${API}/uploads`]: 'clears finished uploads',
  [`DELETE ${API}/uploads/{id}`]: 'clears an upload',
  [`DELETE ${API}/slides/{id}/slide/objects/{objectId}`]: 'removes an object',
  [`POST ${API}/slides/{id}/slide/clone`]: 'clones',
  [`POST ${API}/slides/{id}/slide/retry`]: 'retries processing',
  [`POST ${API}/slides/{id}/slide/reprocess`]: 'reprocesses',
  [`DELETE ${API}/stats/{userId}/records`]: 'clears progress (the course in the query; without one every course)',
  [`DELETE ${API}/user/progress/clear-module`]: 'clears progress (the learner and course in the query)',
  [`DELETE ${API}/user/progress/clear-slide-test`]: 'clears progress (the learner and test in the query)',
  [`PUT ${API}/stats/{userId}/records/{recordId}`]: 'always refused: records follow from the reviews',
  [`POST ${API}/quizzes/{id}/review/{reviewId}/retake`]: 'takes a finished practice quiz again',
  [`POST ${API}/user/courses/{moduleId}/retake`]: 'retakes a failed course (issue 30)',
  [`DELETE ${API}/threads/{id}`]: 'deletes',
  [`DELETE ${API}/threads/{id}/messages/{messageId}`]: 'deletes',
  [`PUT ${API}/user/visit/threads`]: 'records a visit',
  [`PUT ${API}/user/visit/orgThreads`]: 'records a visit',
  [`PUT ${API}/user/visit/messages`]: 'records a visit',
  [`DELETE ${API}/reports/{id}`]: 'deletes',
  [`POST ${API}/reports/{id}/retry`]: 'generates a failed report again',
  [`POST ${API}/teaching/sessions/{id}/join`]: 'joins a session',
  [`POST ${API}/teaching/sessions/{id}/poll`]: 'opens a poll of the slide results',
  [`POST ${API}/teaching/sessions/{id}/poll/close`]: 'closes the poll',
  [`POST ${API}/teaching/sessions/{id}/reveal`]: 'reveals the slide solution',
  [`POST ${API}/teaching/sessions/{id}/end`]: 'ends a session',
  [`PUT ${API}/skills/notices/{id}/read`]: 'marks an outlier notification read',
  ...Object.fromEntries(
    CONTENT.flatMap((path) => [
      [`DELETE ${API}/${path}/{id}`, 'deletes'],
      [`POST ${API}/${path}/{id}/revision`, 'copies into a new revision'],
    ]),
  ),
};

/** Calls that end the caller's session: the signed-in clients never make them (an anonymous one does). */
export const SIGNS_OUT = [`GET ${API}/user/logout`, `POST ${API}/user/logout/all`];
