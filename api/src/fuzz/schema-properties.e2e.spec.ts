/**
 * Property-based tests of a few write schemas (issue 9): arbitrary values, with control characters,
 * lone surrogates and other types mixed in, sent to the API. Whatever is generated: a 400 changed
 * nothing (the GET shows the old value, the event store's head did not move); a 200 shows in the
 * read model as the API answered it (the GET equals the reply) and parks nothing; no other status.
 * Bounded (NUM_RUNS each) and seeded: the seed is printed; FUZZ_SEED=<seed> replays a run,
 * FUZZ_SHRINK=1 also shrinks a counterexample (slow: every run is a few requests).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { signedIn } from '../testing/sign-in.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { Budget, closeConnections, FuzzClient, headOf, replyProblem, type Reply } from './testing/fuzz-client.js';
import { API, CONTENT_BODIES } from './testing/sample-bodies.js';

const NUM_RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const TIMEOUT_MS = 180_000;

let t: TestServer;
let learner: FuzzClient;
let admin: FuzzClient;
let ids: { group: string; module: string; orgCount: () => Promise<number> };
const budget = new Budget(5 * NUM_RUNS * 8);

beforeAll(async () => {
  console.log(`schema properties: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  t = await startTestServer();
  const [l, a] = await Promise.all([signedIn(t.url, 'learner'), signedIn(t.url, 'admin')]);
  learner = FuzzClient.from(l, t.url, 'learner', budget);
  admin = FuzzClient.from(a, t.url, 'admin', budget);
  const org = await data(admin.json('POST', `${API}/organizations`, { name: 'Property Laboratory' }));
  const group = await data(admin.json('POST', `${API}/groups`, { orgId: org.id, name: 'Property group' }));
  const module = await data(admin.json('POST', `${API}/modules`, { ...CONTENT_BODIES.modules({}), items: [] }));
  ids = {
    group: group.id as string,
    module: module.id as string,
    orgCount: async () => (await data(admin.get(`${API}/organizations?limit=10`))).total as number,
  };
}, 120_000);
afterAll(async () => {
  closeConnections();
  await t.close();
});

async function data(reply: Promise<Reply> | Reply): Promise<Record<string, unknown>> {
  const r = await reply;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${r.text.slice(0, 300)}`);
  return (r.json as { data: Record<string, unknown> }).data;
}

/** Characters the edge refuses, and neighbours it takes, mixed with any code point and plain letters. */
const char = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udbff',
      '\udc00',
      '\udfff',
      '\u0001',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
      '\t',
      '\n',
      '\r',
      '\u2028',
      '\ufeff',
      '\ufffe',
      ' ',
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);
const text = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: char, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: char, minLength: 100, maxLength: 400 }) },
);
/** Mostly text, sometimes another type or a structure holding text. */
const value = fc.oneof(
  { weight: 8, arbitrary: text },
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double()) },
  { weight: 1, arbitrary: fc.oneof(fc.array(text, { maxLength: 3 }), fc.dictionary(text, text, { maxKeys: 2 })) },
);
/** Some fields keep a valid value so that other fields get to be checked too. */
const field = (valid: unknown) => fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 3, arbitrary: value });
const tags = fc.oneof(fc.array(fc.oneof(fc.constantFrom('gyn', 'Bethesda', 'non-gyn'), text), { maxLength: 4 }), value);
const html = fc
  .array(
    fc.oneof(
      text,
      fc.constantFrom('<p>', '</p>', '<b>', '</b>', '<script>', '<a href="javascript:x">', '&#0;', '&#x1b;', '&#xd800;', '&amp;', '&lt;', 'Welcome'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

interface Case {
  client: () => FuzzClient;
  method: string;
  path: () => string;
  /** The state a refusal must leave as it was. */
  read: () => Promise<unknown>;
  /** The item an acceptance must show: read back, and as the reply has it. */
  shown: (reply: Record<string, unknown>) => Promise<unknown>;
  replied: (reply: Record<string, unknown>) => unknown;
}

async function check(c: Case, body: unknown): Promise<void> {
  const before = await c.read();
  const headBefore = await headOf(t.server.infra.sql)();
  const reply = await c.client().send(c.method, c.path(), JSON.stringify(body));
  const sent = { method: c.method, path: c.path(), body: JSON.stringify(body), who: c.client().who };
  const problem = replyProblem(sent, reply);
  if (![200, 400].includes(reply.status) || problem)
    throw new Error(`${sent.method} ${sent.path} ${sent.body.slice(0, 300)} → ${reply.status} ${problem?.kind ?? ''} ${reply.text.slice(0, 300)}`);
  if (reply.status === 400) {
    expect(await headOf(t.server.infra.sql)()).toBe(headBefore);
    expect(await c.read()).toEqual(before);
    return;
  }
  const replied = (reply.json as { data: Record<string, unknown> }).data;
  expect(await c.shown(replied)).toEqual(c.replied(replied));
  const health = await data(admin.get(`${API}/health`));
  expect(health).toMatchObject({ status: 'ok' });
}

const run = (arbitrary: fc.Arbitrary<unknown>, c: Case) =>
  fc.assert(
    fc.asyncProperty(arbitrary, (body) => check(c, body)),
    { numRuns: NUM_RUNS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
  );

describe(`write schemas under arbitrary values (seed ${SEED})`, () => {
  it(
    'profile update (PUT /user/profile)',
    async () => {
      const me = async () => (await data(learner.get(`${API}/user`))).bio;
      const body = fc.record(
        {
          title: field('Dr'),
          firstName: field('Casey'),
          middleName: value,
          lastName: field('Morgan'),
          suffix: value,
          alias: value,
          lab: field('Lakeside Pathology'),
          profession: value,
          years: field('5-10'),
          gender: field('u'),
          postalCode: field('02139'),
          country: field('US'),
        },
        { requiredKeys: [] },
      );
      await run(body, { client: () => learner, method: 'PUT', path: () => `${API}/user/profile`, read: me, shown: me, replied: (r) => r.bio });
    },
    TIMEOUT_MS,
  );

  it(
    'group (PUT /groups/{id})',
    async () => {
      const group = async () => data(admin.get(`${API}/groups/${ids.group}`));
      const body = fc.record(
        { name: field('Night shift'), description: value, tags, defaultCurriculum: fc.oneof(fc.constant(null), value) },
        { requiredKeys: [] },
      );
      await run(body, { client: () => admin, method: 'PUT', path: () => `${API}/groups/${ids.group}`, read: group, shown: group, replied: (r) => r });
    },
    TIMEOUT_MS,
  );

  it(
    'organization (POST /organizations)',
    async () => {
      const body = fc.record(
        { name: field('Harbor Pathology'), region: fc.oneof(fc.constant(null), value), preWork: fc.oneof(fc.boolean(), value) },
        { requiredKeys: ['name'] },
      );
      await run(body, {
        client: () => admin,
        method: 'POST',
        path: () => `${API}/organizations`,
        read: ids.orgCount,
        shown: async (r) => data(admin.get(`${API}/organizations/${String(r.id)}`)),
        replied: (r) => r,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'course name, description and tags (PUT /modules/{id})',
    async () => {
      const course = async () => data(admin.get(`${API}/modules/${ids.module}`));
      const body = fc.record({ name: field('Cervical Cytology Basics'), description: value, tags }, { requiredKeys: [] });
      await run(body, { client: () => admin, method: 'PUT', path: () => `${API}/modules/${ids.module}`, read: course, shown: course, replied: (r) => r });
    },
    TIMEOUT_MS,
  );

  it(
    'announcement (PUT /announcement)',
    async () => {
      const announcement = async () => data(admin.get(`${API}/announcement`));
      await run(fc.record({ content: fc.oneof({ weight: 4, arbitrary: html }, { weight: 1, arbitrary: value }) }), {
        client: () => admin,
        method: 'PUT',
        path: () => `${API}/announcement`,
        read: announcement,
        shown: announcement,
        replied: (r) => r,
      });
    },
    TIMEOUT_MS,
  );
});
