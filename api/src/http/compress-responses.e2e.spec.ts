import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { API_COMPRESSION_THRESHOLD } from './compress-responses.js';

/** What travels compressed: the web client's files, API answers from 64 KB; never a ranged response. */
let t: TestServer;
let web: string;
const script = Array.from({ length: 4000 }, (_, i) => `export const value${i} = { id: ${i}, label: 'item ${i}' };`).join('\n');

beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'compress-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>CytoCampus</title><div id="root"></div>');
  await writeFile(join(web, 'assets', 'index-abc123.js'), script);
  t = await startTestServer({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

/** fetch decompresses the body and keeps the Content-Encoding header to look at. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });

describe('compressed responses', () => {
  it("the web client's script, in brotli when offered, else gzip, and the same text", async () => {
    const br = await get('/assets/index-abc123.js');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(script);
    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const plain = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('API answers from 64 KB (the OpenAPI document), not the small ones', async () => {
    const big = await get('/api/v1/openapi.json');
    expect(big.headers.get('content-encoding')).toBe('br');
    expect((await big.text()).length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);
    const small = await get('/api/v1/health');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('a ranged request gets its bytes as they are', async () => {
    const part = await get('/assets/index-abc123.js', { Range: 'bytes=100-20099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(await part.text()).toBe(script.slice(100, 20_100));
  });
});
