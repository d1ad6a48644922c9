import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { headOf } from '../../fuzz/testing/fuzz-client.js';
import { signedIn } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { PGLITE_START_MS, startTestServer, type TestServer } from '../../testing/test-server.js';

/** What an administrator allowed presentations to embed (docs/adr/0033). */
const EMBED_ORIGINS = 'https://atlas.example.org, http://127.0.0.1:4100';

const statusAndBody = (res: Response): [number, unknown] => [res.status, res.body];

let t: TestServer;
// The embedded default, as `npm start` runs with no configuration.
beforeAll(async () => (t = await startTestServer({ database: 'pglite', env: { EMBED_ORIGINS } })), PGLITE_START_MS);
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers health with how far each read model got', async () => {
    const res = await new TestClient(t.url).get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'embedded (PGlite)', eventStore: 'PostgreSQL' });
    expect(res.body.data.readModels.users).toMatch(/^\d+\/\d+$/);
  });

  it('describes itself in OpenAPI', async () => {
    const res = await new TestClient(t.url).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/login', '/api/v1/register', '/api/v1/user', '/api/v1/user/prefs']));
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await new TestClient(t.url).get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Not found.', field: null });
  });

  it('answers a body that is not JSON, or too large, in the error shape without parser internals', async () => {
    const client = new TestClient(t.url);
    const broken = await client.call('post', '/api/v1/login', '{"email": ', { 'content-type': 'application/json' });
    expect([broken.status, broken.body]).toEqual([400, { code: 400, message: 'The request body is not valid JSON.', field: null }]);
    const huge = await client.post('/api/v1/login', { email: 'x'.repeat(2_000_000) });
    expect([huge.status, huge.body]).toEqual([413, { code: 413, message: 'The request is too large.', field: null }]);
  });

  it('answers a body that is valid JSON but not an object by name, storing nothing', async () => {
    const admin = await signedIn(t.url, 'admin');
    const head = headOf(t.server.infra.sql);
    const before = await head();
    const json = { 'content-type': 'application/json' };
    const answers: [string, number, unknown][] = [];
    for (const body of ['null', '"hello"', '42', 'true', '[]', '[{"name": "Array Laboratory"}]'])
      answers.push([body, ...statusAndBody(await admin.call('post', '/api/v1/organizations', body, json))]);
    const refused = { code: 400, message: 'The request body must be a JSON object.', field: null };
    expect(answers).toEqual(['null', '"hello"', '42', 'true', '[]', '[{"name": "Array Laboratory"}]'].map((body) => [body, 400, refused]));
    expect(await head()).toBe(before);
    // An object still reaches the route, and an empty body reads as an empty object (the route names the missing field).
    const empty = await admin.call('post', '/api/v1/organizations', '', json);
    expect([empty.status, empty.body]).toEqual([400, expect.objectContaining({ message: 'Required', field: 'name' })]);
  });

  it('sends security headers', async () => {
    const res = await new TestClient(t.url).get('/api/v1/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets frames and media come from the embed origins of the setting, and tells the web client which they are', async () => {
    const client = new TestClient(t.url);
    const policy = String((await client.get('/api/v1/health')).headers['content-security-policy']).split(';');
    expect(policy).toEqual(
      expect.arrayContaining([
        "frame-src 'self' https://atlas.example.org http://127.0.0.1:4100",
        "media-src 'self' https://atlas.example.org http://127.0.0.1:4100",
        "frame-ancestors 'self'",
      ]),
    );
    const site = await client.get('/api/v1/site');
    expect([site.status, site.body.data]).toEqual([200, { embedOrigins: ['https://atlas.example.org', 'http://127.0.0.1:4100'] }]);
  });
});
