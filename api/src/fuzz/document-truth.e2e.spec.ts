/**
 * What the OpenAPI document says of each operation is what the API does (issue 38), checked against
 * the running API with the fuzz suite's fixtures and samples: the query parameters it lists are
 * every one a handler reads; the credentials it names are the ones the API asks for; each numeric
 * bound refuses the number its message names and takes the one beside it; and a body field is
 * required exactly when the API refuses a body without it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { CSRF_HEADER, FORM_ERROR, SESSION_COOKIE } from '@cytocampus/contracts';
import { GENERIC, NOT_VALID } from '@cytocampus/schema';
import { CSRF_EXEMPT_ROUTES, CSRF_MESSAGE } from '../http/csrf.js';
import { solveCaptcha } from '../testing/captcha.js';
import { TestClient } from '../testing/test-client.js';
import type { TestServer } from '../testing/test-server.js';
import {
  boundsOf,
  bodySchemaOf,
  keyPaths,
  operationOf,
  placements,
  queryParametersOf,
  without,
  type Bound,
  type OpenApiDocument,
} from './testing/document-schemas.js';
import { Budget, closeConnections, headOf, type FuzzClient, type Reply } from './testing/fuzz-client.js';
import { startFuzzRun } from './testing/fuzz-run.js';
import { UNKNOWN_UUID } from './testing/hostile-values.js';
import { setAt } from './testing/mutations.js';
import { fillPath, isWrite, type Operation } from './testing/operations.js';
import { API, CONTENT_BODIES, pathIds, samples, SIGNS_OUT, type Caller, type Fixtures, type Path, type Sample } from './testing/sample-bodies.js';

const TIMEOUT_MS = 240_000;
const budget = new Budget(6_000);

let t: TestServer;
let fx: Fixtures;
let document: OpenApiDocument;
let operations: Operation[];
let clients: Record<Caller, FuzzClient>;
let adminCookies: string;
const SAMPLES = samples();

beforeAll(async () => {
  const run = await startFuzzRun(budget);
  ({ t, fx, operations, clients } = run);
  document = run.document as OpenApiDocument;
  adminCookies = run.admin.cookieHeader;
}, 120_000);
afterAll(async () => {
  console.log(`document truth: ${budget.count} requests`);
  closeConnections();
  await t.close();
});

/** Reads get the fixtures' ids; writes ids that name nothing, so that only checks run (nothing of the fixtures changes). */
const idsFor = (operation: Operation): Record<string, string> =>
  isWrite(operation) ? Object.fromEntries(operation.params.map((p) => [p, UNKNOWN_UUID])) : pathIds(operation, fx);
const bodyFor = (operation: Operation): string | undefined => (isWrite(operation) ? '{}' : undefined);

interface FieldError {
  field: string | null;
  message: string;
  code?: number;
}
/** The problems a refusal names: its `errors`, or the one it answers with. */
const errorsOf = (reply: Reply): FieldError[] => {
  const body = reply.json as { field?: string | null; message?: string; errors?: FieldError[] } | undefined;
  return body?.errors ?? (body?.message ? [{ field: body.field ?? null, message: body.message }] : []);
};
const dotted = (path: Path): string => path.join('.');
/** The field a refusal names is the one sent, or (for a content body wrapped in its type's name) the same field unwrapped. */
const sameField = (named: string | null, sent: string): boolean => named !== null && (named === sent || sent.endsWith(`.${named}`));

describe('the OpenAPI document against the API', () => {
  it(
    'lists every query parameter a handler reads',
    async () => {
      // The query every handler gets is recorded while it is read: a name a handler asks for is one the document must list.
      const express = t.server.app.getHttpAdapter().getInstance() as { get(name: string): unknown; set(name: string, value: unknown): void };
      const parse = express.get('query parser fn') as (text: string) => Record<string, unknown>;
      let reads = new Set<string>();
      const recorded = (query: Record<string, unknown>) =>
        new Proxy(query, {
          get: (target, name, receiver) => {
            if (typeof name === 'string') reads.add(name);
            return Reflect.get(target, name, receiver) as unknown;
          },
        });
      express.set('query parser fn', (text: string) => recorded(parse(text)));
      const unlisted: string[] = [];
      let reading = 0;
      // Awaiting a value asks it for `then` (is it a promise?): that is no parameter.
      const read = (name: string) => name !== 'then';
      try {
        for (const operation of operations.filter((o) => !SIGNS_OUT.includes(o.key))) {
          reads = new Set();
          await clients.admin.send(operation.method.toUpperCase(), fillPath(operation, idsFor(operation)), bodyFor(operation));
          const names = [...reads].filter(read);
          if (names.length > 0) reading += 1;
          const listed = queryParametersOf(operationOf(document, operation.key));
          unlisted.push(...names.filter((name) => !listed.includes(name)).map((name) => `${operation.key} reads ?${name}`));
        }
      } finally {
        express.set('query parser fn', parse);
      }
      expect(unlisted).toEqual([]);
      // The recording saw the handlers that read a query (else the check above would pass on nothing).
      expect(reading).toBeGreaterThan(40);
    },
    TIMEOUT_MS,
  );

  it('refuses what the schemas of the query parameters that had none do not take, in the error shape, storing nothing', async () => {
    const head = headOf(t.server.infra.sql);
    const before = await head();
    const curriculum = fx.content.curricula.id;
    const answers: [string, number, (string | null)[][]][] = [];
    for (const [method, path, body] of [
      ['POST', `${API}/modules?orgId=no%20such%20org`, CONTENT_BODIES.modules(fx)],
      ['POST', `${API}/slides?orgId=`, CONTENT_BODIES.slides(fx)],
      ['GET', `${API}/curricula/${curriculum}/modules?modules=m1,no%20way`],
      ['GET', `${API}/slides?images=some`],
    ] as const) {
      const reply = await clients.admin.send(method, path, body && JSON.stringify(body));
      answers.push([path, reply.status, errorsOf(reply).map((e) => [e.field, e.message])]);
    }
    expect(answers).toEqual([
      [`${API}/modules?orgId=no%20such%20org`, 400, [['orgId', NOT_VALID]]],
      [`${API}/slides?orgId=`, 400, [['orgId', NOT_VALID]]],
      [`${API}/curricula/${curriculum}/modules?modules=m1,no%20way`, 400, [['modules.1', NOT_VALID]]],
      [`${API}/slides?images=some`, 400, [['images', GENERIC.mustBeSelected]]],
    ]);
    expect(await head()).toBe(before);
  });

  it(
    'names the credentials each operation asks for: the session or a token where the API answers 401 without one, the CSRF header on every write by cookie',
    async () => {
      expect(document.components?.securitySchemes).toEqual({
        session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
        csrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: CSRF_HEADER }),
        bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      });
      const problems: string[] = [];
      for (const operation of operations) {
        const security = operationOf(document, operation.key).security ?? [];
        // A personal access token is the other way in, and needs no CSRF header (ADR 0034).
        const asks = (scheme: string) => security.length > 0 && security.every((requirement) => scheme in requirement || 'bearer' in requirement);
        const path = fillPath(operation, idsFor(operation));
        const anonymous = await clients.anonymous.send(operation.method.toUpperCase(), path, bodyFor(operation));
        clients.anonymous.forget();
        if ((anonymous.status === 401) !== asks('session'))
          problems.push(
            `${operation.key}: the document ${asks('session') ? 'asks' : 'does not ask'} for a session; without one the API answers ${anonymous.status}`,
          );
        // A platform's LTI login and launch are signed by the platform, not by our cookie (docs/adr/0042): no CSRF header.
        const needsCsrf = isWrite(operation) && !CSRF_EXEMPT_ROUTES.some((route) => operation.key.endsWith(route));
        if (asks('csrf') !== needsCsrf) problems.push(`${operation.key}: the document ${asks('csrf') ? 'asks' : 'does not ask'} for the CSRF header`);
        if (!needsCsrf) continue;
        budget.take();
        const headers = { cookie: adminCookies, 'content-type': 'application/json' };
        const forged = await fetch(`${t.url}${path}`, { method: operation.method.toUpperCase(), headers, body: '{}' });
        const answer = (await forged.json()) as { message?: string };
        if (forged.status !== 403 || answer.message !== CSRF_MESSAGE)
          problems.push(`${operation.key}: without the CSRF header a write answers ${forged.status}`);
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "refuses each numeric bound's limit with the message naming it, and takes the number beside it",
    async () => {
      const problems: string[] = [];
      const checked = new Set<string>();
      const unplaced: Bound[] = [];
      let sent = 0;
      for (const bound of boundsOf(document)) {
        const send = sender(bound);
        if (!send) {
          unplaced.push(bound);
          continue;
        }
        const words = bound.side === 'min' ? GENERIC.mustBeGreaterThan(bound.limit) : GENERIC.mustBeLessThan(bound.limit);
        const where = `${bound.key} ${bound.query === undefined ? bound.path.join('.') : `?${bound.query}`} ${bound.side}`;
        const refused = await send(bound.limit);
        if (!errorsOf(refused.reply).some((e) => e.message === words && sameField(e.field, refused.field)))
          problems.push(`${where}: ${bound.limit} answers ${refused.reply.status} ${refused.reply.text.slice(0, 200)}, not '${words}' on ${refused.field}`);
        const taken = await send(bound.next);
        if (taken.reply.status >= 500 || errorsOf(taken.reply).some((e) => sameField(e.field, taken.field) && /^Must be (greater|less) than /.test(e.message)))
          problems.push(`${where}: ${bound.next} is refused: ${taken.reply.status} ${taken.reply.text.slice(0, 200)}`);
        checked.add(boundName(bound));
        sent += 2;
      }
      expect(problems).toEqual([]);
      // A bound no sample body has a place for is checked where the same field is in another operation's body.
      expect(unplaced.filter((bound) => !checked.has(boundName(bound))).map((b) => `${b.key} ${b.path.join('.')} ${b.side}`)).toEqual([]);
      expect(sent).toBeGreaterThan(300);
    },
    TIMEOUT_MS,
  );

  it(
    'requires in each body exactly the fields the API refuses a body without',
    async () => {
      const problems: string[] = [];
      for (const sample of SAMPLES) {
        const operation = operations.find((o) => o.key === sample.key);
        if (!operation || !bodySchemaOf(operationOf(document, sample.key))) continue;
        const expected = sample.validStatus ?? 200;
        for (const path of keyPaths(sample.body(fx))) {
          const body = without(sample.body(fx), path);
          const reply = await sendSample(sample, operation, body);
          const required = !documentTakes(sample.key, body);
          // A body refused as it is (400), or refused to whoever asks (403), says nothing of what it must hold.
          if (required && ![400, 403].includes(expected) && reply.status === expected)
            problems.push(`${sample.key}: the document requires ${dotted(path)}, the API answers ${reply.status} without it as with it`);
          if (!required && reply.status === 400 && errorsOf(reply).some((e) => e.field === dotted(path) && e.code === FORM_ERROR.missing))
            problems.push(`${sample.key}: the API refuses a body without ${dotted(path)} as missing; the document does not require it`);
        }
      }
      expect(problems).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

/** A bound's field wherever it is (the same field in several operations' bodies is one bound of the document's schemas). */
const boundName = (bound: Bound): string => `${bound.query === undefined ? bound.path.join('.') : `?${bound.query}`} ${bound.side} ${bound.limit}`;

type Send = (value: number) => Promise<{ reply: Reply; field: string }>;

/** How to send a value for a bound: in its query parameter, or in the operation's sample body (null: no sample has a place for it). */
function sender(bound: Bound): Send | null {
  const operation = operations.find((o) => o.key === bound.key)!;
  const path = fillPath(operation, pathIds(operation, fx));
  if (bound.query !== undefined) {
    const name = bound.query;
    return async (value) => ({ reply: await clients.admin.send(operation.method.toUpperCase(), `${path}?${name}=${value}`, bodyFor(operation)), field: name });
  }
  const sample = SAMPLES.find((s) => s.key === bound.key);
  if (!sample) return null;
  const bodies = [sample.body(fx), ...(MORE_BODIES[bound.key]?.(sample.body(fx)) ?? [])];
  // A place the document allows for the bound's value (not a key of another branch of a union, say).
  const place = bodies.flatMap((body) => placements(body, bound.path, bound.next)).find(({ body }) => documentTakes(bound.key, body));
  if (!place) return null;
  return async (value) => ({ reply: await sendSample(sample, operation, setAt(place.body, place.at, value)), field: dotted(place.at) });
}

// The dialect OpenAPI 3.1 uses (zod writes tuples as `prefixItems`), as openapi.e2e.spec.ts validates with.
const ajv = new Ajv2020({ allowUnionTypes: true, validateFormats: false, strict: false });
const validators = new Map<string, (body: unknown) => boolean>();
/** Whether the document's schema of an operation's body takes a body. */
function documentTakes(key: string, body: unknown): boolean {
  let validator = validators.get(key);
  if (!validator) {
    const compiled = ajv.compile(bodySchemaOf(operationOf(document, key)) ?? {});
    validator = (value) => compiled(value) === true;
    validators.set(key, validator);
  }
  return validator(body);
}

/** The parts of a body that the samples leave out (another kind of page's report, custom objects, each kind of activity), so that every bound has a place. */
const MORE_BODIES: Record<string, (sample: Record<string, unknown>) => Record<string, unknown>[]> = {
  [`PUT ${API}/presentations/{id}/review/{reviewId}/update`]: (sample) => [{ ...sample, data: { playedCurrentTime: 5, watched: [[0, 5]], duration: 60 } }],
  [`PUT ${API}/slides/{id}/review/{reviewId}/update`]: (sample) => [
    { ...sample, data: { ...(sample.data as object), customObjects: [{ id: 'mark-1', coords: { x: 10, y: 20 }, catIdx: 1 }] } },
  ],
  [`POST ${API}/slides/{id}/review/{reviewId}/activity`]: (sample) => [
    {
      ...sample,
      events: [
        { kind: 'objectClick', seq: 2, at: 2, objectId: 'area-1', catIdx: 1 },
        { kind: 'slideClick', seq: 3, at: 3, x: 10, y: 20 },
        { kind: 'gamma', seq: 4, at: 4, catIdx: 1, on: true },
        { kind: 'filters', seq: 5, at: 5, brightness: 0, contrast: 50, gamma: 50, threshold: 100, kernel: false },
      ],
    },
  ],
};

/** Sends a body as the sample's caller (with a fresh captcha where it needs one). */
async function sendSample(sample: Sample, operation: Operation, body: unknown): Promise<Reply> {
  const client = clients[sample.as];
  const withCaptcha = sample.captcha && typeof body === 'object' && body !== null && 'captchaToken' in body;
  const sent = withCaptcha ? { ...body, captchaToken: await solveCaptcha(new TestClient(t.url)) } : body;
  const reply = await client.send(operation.method.toUpperCase(), fillPath(operation, pathIds(operation, fx)), JSON.stringify(sent));
  if (sample.as === 'anonymous') client.forget();
  return reply;
}
