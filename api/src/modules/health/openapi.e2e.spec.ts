/**
 * The OpenAPI document describes every operation (ADR 0006): the body of a route that reads one,
 * the query parameters of a route that validates its query, a 2xx answer (JSON with a schema, or a
 * file's media type) and the error shape of a refusal; and the answers it describes are the API's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
// OpenAPI 3.1 schemas are JSON Schema 2020-12 (zod writes tuples as prefixItems, which draft-07 validators ignore).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { Middleware } from 'openapi-fetch';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { API_PREFIX, CONTENT_PATHS, type UserDetail } from '@cytocampus/contracts';
import { runExample } from '../../../../clients/typescript/example.js';
import { CONTENT, createFixtures, samples, type ContentPath, type Fixtures } from '../../fuzz/testing/sample-bodies.js';
import { DEMO, newUser } from '../../testing/factories.js';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { PASSWORD, seedCourse } from '../learning/testing/seed-course.js';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
/** What a handler reads, by operation id (`Controller_method`, swagger's default). */
interface Reads {
  body: boolean;
  query: boolean;
}

let t: TestServer;
let admin: TestClient;
let document: Document;
/** Items of every kind (the fuzz suite's), made once for the tests that read them. */
let fixtures: Promise<Fixtures>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signedIn(t.url, 'admin');
  document = (await admin.get(`${API_PREFIX}/openapi.json`)).body as Document;
  fixtures = signedIn(t.url, 'learner').then((learner) => createFixtures(admin, learner));
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

/** Every route handler of the app and whether it takes a body (`@Body()`) or the whole query (`@Query()`). */
function handlerReads(): Map<string, Reads> {
  const reads = new Map<string, Reads>();
  for (const module of t.server.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler: unknown = (metatype.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<string, { data?: unknown }>);
        const of = (type: RouteParamtypes) => args.filter(([key]) => key.split(':')[0] === String(type));
        reads.set(`${metatype.name}_${name}`, {
          body: of(RouteParamtypes.BODY).length > 0,
          query: of(RouteParamtypes.QUERY).some(([, arg]) => arg.data === undefined),
        });
      }
    }
  }
  return reads;
}

/** A schema that says something: not `{}`, not an object without properties (such as swagger's placeholder for an untyped `@Body()`). */
function describes(schema: Schema | undefined): boolean {
  if (!schema || Object.keys(schema).length === 0) return false;
  if (typeof schema.$ref === 'string') return describes(document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.type === 'object')
    return Object.keys((schema.properties as Schema | undefined) ?? {}).length > 0 || typeof schema.additionalProperties === 'object';
  return true;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, and every route handler is one of its operations', () => {
    expect(document.openapi).toBe('3.1.0');
    const ids = new Set(operations().map(({ op }) => op.operationId));
    const reads = handlerReads();
    expect([...reads.keys()].filter((id) => !ids.has(id))).toEqual([]);
    // The scan below sees what handlers read (else its checks would pass on nothing).
    expect([...reads.values()].filter((r) => r.body).length).toBeGreaterThan(30);
    expect([...reads.values()].filter((r) => r.query).length).toBeGreaterThan(5);
  });

  it('passes a standard validator, strictly: every rule an error, no warning (so a code generator reads it)', async () => {
    const served = (await admin.get(`${API_PREFIX}/openapi.json`)).body as Parameters<typeof validate>[0];
    const result = await validate(served);
    expect(result.valid ? [] : compileErrors(result).split('\n')).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('describes the body of every route that reads one, and the query parameters of every route that validates its query', () => {
    const reads = handlerReads();
    const problems = operations().flatMap(({ key, op }) => {
      const handler = reads.get(op.operationId);
      const missing: string[] = [];
      if (handler?.body && !describes(op.requestBody?.content['application/json']?.schema)) missing.push(`${key}: no request body schema`);
      if (handler?.query && !(op.parameters ?? []).some((p) => p.in === 'query')) missing.push(`${key}: no query parameters`);
      return missing;
    });
    expect(problems).toEqual([]);
  });

  it('describes a 2xx answer of every operation (a JSON schema, or a file) and the error shape of a refusal', () => {
    const problems = operations().flatMap(({ key, op }) => {
      const ok = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      const contents = ok.flatMap(([, response]) => Object.entries(response.content ?? {}));
      const missing: string[] = [];
      // A route kept only to say why it is refused documents that (405) instead; one that answers a
      // redirect (an LTI platform's login and launch, ADR 0042) documents its 3xx.
      const redirects = Object.keys(op.responses).some((status) => status.startsWith('3'));
      if (contents.length === 0 && !op.responses['405'] && !redirects) missing.push(`${key}: no 2xx answer`);
      // A JSON answer documented as bytes (a binary string) would be typed as a string by a generator.
      for (const [type, { schema }] of contents)
        if (type === 'application/json' && (!describes(schema) || schema?.format === 'binary')) missing.push(`${key}: 2xx JSON without a schema`);
      if (!describes(op.responses['4XX']?.content?.['application/json']?.schema)) missing.push(`${key}: no 4XX error shape`);
      return missing;
    });
    expect(problems).toEqual([]);
  });

  it("describes the writes of each content type with that type's body (the controllers per type decorate with their own)", () => {
    const branches = (schema: Schema | undefined): Schema[] => (schema?.anyOf ? (schema.anyOf as Schema[]).flatMap(branches) : schema ? [schema] : []);
    /** The type name a body may wrap the fields in: `{module: {...}}` on /modules. */
    const wrapperOf = (template: string, method: 'post' | 'put'): string[] =>
      branches(document.paths[`${API_PREFIX}${template}`]?.[method]?.requestBody?.content['application/json']?.schema)
        .flatMap((branch) => Object.keys((branch.properties as Schema | undefined) ?? {}))
        .filter((key) => key in CONTENT_PATHS);
    for (const [type, path] of Object.entries(CONTENT_PATHS)) {
      expect([wrapperOf(`/${path}`, 'post'), wrapperOf(`/${path}/{id}`, 'put')]).toEqual([[type], [type]]);
    }
  });
});

// Formats are not checked: the document's only one, `binary`, describes bytes, never JSON.
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, validateFormats: false });
const jsonOf = (content: Record<string, { schema?: Schema }> | undefined): Schema => content?.['application/json']?.schema ?? {};
const problemsOf = (schema: Schema, value: unknown): string[] => (ajv.validate(schema, value) ? [] : [ajv.errorsText(ajv.errors)]);

describe('the document against the API', () => {
  const answerOf = (method: string, template: string, status = '200'): Schema =>
    jsonOf(document.paths[`${API_PREFIX}${template}`]?.[method]?.responses[status]?.content);

  it('describes the real GET /user', async () => {
    const res = await admin.get(`${API_PREFIX}/user`);
    expect(res.status).toBe(200);
    expect(problemsOf(answerOf('get', '/user'), res.body)).toEqual([]);
  });

  it('describes the real answers of the reads, for items of every kind', async () => {
    const fx = await fixtures;
    const item = (path: ContentPath) => fx.content[path].id;
    const reads: [path: string, template: string][] = [
      ['/health', '/health'],
      ['/captcha', '/captcha'],
      ['/user/organization', '/user/organization'],
      ['/users?limit=10', '/users'],
      ['/users?names=1', '/users'],
      [`/users/${fx.user.id}`, '/users/{id}'],
      [`/users/${fx.user.id}/history`, '/users/{id}/history'],
      [`/organizations/${fx.demoOrg}/members?limit=10`, '/organizations/{orgId}/members'],
      ['/organizations?limit=10', '/organizations'],
      [`/organizations/${fx.org}`, '/organizations/{id}'],
      ['/groups?limit=10', '/groups'],
      [`/groups/${fx.group}`, '/groups/{id}'],
      ...CONTENT.flatMap((path): [string, string][] => [
        [`/${path}?limit=10`, `/${path}`],
        [`/${path}/${item(path)}`, `/${path}/{id}`],
      ]),
      [`/modules/${item('modules')}/items`, '/modules/{id}/items'],
      [`/curricula/${item('curricula')}/modules`, '/curricula/{id}/modules'],
      [`/slides/${item('slides')}/slide/status`, '/slides/{id}/slide/status'],
      ['/announcement', '/announcement'],
      ['/uploads', '/uploads'],
    ];
    const problems: string[] = [];
    for (const [path, template] of reads) {
      const res = await admin.get(`${API_PREFIX}${path}`);
      if (res.status !== 200) problems.push(`GET ${path}: ${res.status}`);
      else problems.push(...problemsOf(answerOf('get', template), res.body).map((p) => `GET ${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('describes the real answers of the report calls (a report asked for, listed, read)', async () => {
    const created = await admin.post(`${API_PREFIX}/reports`, { name: 'Described report', reportType: 'Prework', tags: ['openapi'] });
    expect(created.status).toBe(200);
    const id = (created.body as { data: { id: string } }).data.id;
    const problems = [
      ...problemsOf(answerOf('post', '/reports', '200'), created.body),
      ...problemsOf(answerOf('get', '/reports'), (await admin.get(`${API_PREFIX}/reports?limit=10`)).body),
      ...problemsOf(answerOf('get', '/reports/{id}'), (await admin.get(`${API_PREFIX}/reports/${id}`)).body),
    ];
    expect(problems).toEqual([]);
    expect(Object.keys(document.paths[`${API_PREFIX}/reports`]?.post?.requestBody?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it("takes the valid sample body of every write (the fuzz suite's)", async () => {
    const fx = await fixtures;
    const problems = samples().flatMap(({ key, body }) => {
      const [method = '', path = ''] = key.split(' ');
      const schema = jsonOf(document.paths[path]?.[method.toLowerCase()]?.requestBody?.content);
      return problemsOf(schema, body(fx)).map((p) => `${key}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('describes a real refusal', async () => {
    const res = await admin.put(`${API_PREFIX}/users/no-such-user`, { email: 'not an address' });
    expect(res.status).toBe(400);
    expect(problemsOf(answerOf('put', '/users/{id}', '4XX'), res.body)).toEqual([]);
  });
});

describe('the generated TypeScript client (clients/typescript, ADR 0006)', () => {
  const TYPES = new URL('../../../../clients/typescript/schema.d.ts', import.meta.url);

  it('is what openapi-typescript writes from the served document (UPDATE_CLIENT=1 rewrites it)', async () => {
    // What `npx openapi-typescript <origin>/api/v1/openapi.json -o schema.d.ts` writes.
    const generated = COMMENT_HEADER + astToString(await openapiTS(JSON.stringify(document)));
    if (process.env.UPDATE_CLIENT === '1') await writeFile(TYPES, generated);
    const committed = (await readFile(TYPES, 'utf8')).split('\n');
    const changed = generated
      .split('\n')
      .map((line, i) => ({ line: i + 1, generated: line, committed: committed[i] }))
      .filter((row) => row.generated !== row.committed);
    expect([changed.slice(0, 5), committed.length]).toEqual([[], generated.split('\n').length]);
  });

  it('runs the example, written only against those types: every answer it reads is as the document says', async () => {
    const course = await seedCourse(admin);
    const { email } = ok<UserDetail>(await admin.post(`${API_PREFIX}/users`, newUser({ curriculum: course.assignmentId, password: PASSWORD })));
    const learner = { email, password: PASSWORD };
    const problems: string[] = [];
    /** Checks that each answer's status and media type are documented for its operation, and a JSON answer against its schema. */
    const answersChecked: Middleware = {
      async onResponse({ schemaPath, request, response }) {
        const responses = document.paths[schemaPath]?.[request.method.toLowerCase()]?.responses ?? {};
        const status = String(response.status);
        const content = (responses[status] ?? responses[`${status[0]}XX`])?.content ?? {};
        const mediaType = response.headers.get('content-type')?.split(';')[0] ?? '';
        const where = `${request.method} ${schemaPath} ${status}`;
        if (!content[mediaType]) problems.push(`${where}: ${mediaType} is not documented`);
        else if (mediaType === 'application/json') problems.push(...problemsOf(jsonOf(content), await response.clone().json()).map((p) => `${where}: ${p}`));
      },
    };

    const { courses, quiz, download } = await runExample(t.url, { learner, manager: DEMO.manager }, [answersChecked]);
    expect(courses).toContain('Squamous lesions course');
    expect([quiz.name, quiz.moduleId]).toEqual(['Warm-up practice', course.moduleId]);
    // The first choice of the first page is the right one (seedCourse's question).
    expect(quiz.review.pages.map((page) => [page.submitTime !== null, page.score])).toEqual([
      [true, 1],
      [false, null],
    ]);
    expect([download.report.status, download.contentType]).toEqual(['COMPLETE', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    // An .xlsx file is a zip archive.
    expect(Buffer.from(download.bytes).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(problems).toEqual([]);
  });
});
