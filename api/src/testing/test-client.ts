import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@cytocampus/contracts';
import { rememberCookies } from './cookie-jar.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * One browser's worth of cookies against the API: keeps the session and CSRF cookies and sends the
 * CSRF header on writes, like the web client does.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** The Cookie header this client sends (for socket.io connections). */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<request.Response> {
    if (method !== 'get' && !this.cookies.has(CSRF_COOKIE)) await this.call('get', '/api/v1/health');
    let req = request(this.baseUrl)[method](path).set('Cookie', this.cookieHeader);
    if (method !== 'get') req = req.set(CSRF_HEADER, this.cookies.get(CSRF_COOKIE) ?? '');
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    const res = body === undefined ? await req : await req.send(body as object);
    this.remember(res.headers['set-cookie']);
    return res;
  }

  /** A cookie this client holds; `setCookie` replaces or (undefined) drops one, as a browser's storage would be tampered with in a test. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  get = (path: string) => this.call('get', path);
  post = (path: string, body?: unknown) => this.call('post', path, body ?? {});
  put = (path: string, body?: unknown) => this.call('put', path, body ?? {});

  /** Raw Set-Cookie lines of a response, for attribute checks. */
  static setCookies(res: request.Response): string[] {
    const header = res.headers['set-cookie'] as string[] | string | undefined;
    return header === undefined ? [] : Array.isArray(header) ? header : [header];
  }

  private remember(header: string[] | string | undefined): void {
    rememberCookies(this.cookies, header);
  }
}
