/**
 * The fuzz suite's HTTP client and its checks. Raw node:http, so that a path travels exactly as
 * written (no URL normalization of `..`, no re-encoding of `%E0%A4%A`) and a body exactly as
 * serialized.
 */
import http from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@cytocampus/contracts';
import { positionFromString, positionToString, type SqlClient } from '@cytocampus/event-store';
import { isUnsafeText } from '@cytocampus/schema';
import type { TestClient } from '../../testing/test-client.js';
import { preview } from './hostile-values.js';
import { rememberCookies } from '../../testing/cookie-jar.js';
import { newestEvent } from '../../testing/newest-event.js';

export interface Sent {
  method: string;
  path: string;
  /** The raw body as sent (JSON text), if any. */
  body?: string;
  who: string;
}

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when the reply says it is JSON; undefined otherwise (or when it does not parse). */
  json: unknown;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
/** Closes the kept-alive connections (after the run). */
export const closeConnections = (): void => agent.destroy();
const REQUEST_TIMEOUT_MS = 30_000;

/** A hard cap on requests per run, so that a mistake in a loop cannot make the suite unbounded. */
export class Budget {
  count = 0;
  constructor(readonly max: number) {}

  take(): void {
    this.count += 1;
    if (this.count > this.max) throw new Error(`request budget of ${this.max} exceeded: the fuzz suite must stay bounded`);
  }
}

/** One caller: cookies (session, CSRF) kept like a browser does, requests sent raw. */
export class FuzzClient {
  private readonly jar = new Map<string, string>();
  private forwardedFor = 0;

  constructor(
    private readonly baseUrl: string,
    readonly who: string,
    private readonly budget: Budget,
    /** A distinct client address per request (X-Forwarded-For from loopback is trusted), so that per-IP rate limits count each request apart. */
    private readonly ownAddressPerRequest = false,
  ) {}

  /** A client with the cookies of a signed-in TestClient. */
  static from(client: TestClient, baseUrl: string, who: string, budget: Budget): FuzzClient {
    const fuzz = new FuzzClient(baseUrl, who, budget);
    for (const pair of client.cookieHeader.split('; ').filter(Boolean)) {
      const eq = pair.indexOf('=');
      fuzz.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return fuzz;
  }

  get signedIn(): boolean {
    return this.jar.has(SESSION_COOKIE);
  }

  /** Forgets every cookie (the next write fetches a CSRF token first). */
  forget(): void {
    this.jar.clear();
  }

  async send(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Reply> {
    if (method !== 'GET' && !this.jar.has(CSRF_COOKIE)) await this.send('GET', '/api/v1/health');
    this.budget.take();
    const all: Record<string, string> = { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '), ...headers };
    if (method !== 'GET') all[CSRF_HEADER] = this.jar.get(CSRF_COOKIE) ?? '';
    if (body !== undefined) {
      all['content-type'] ??= 'application/json';
      all['content-length'] = String(Buffer.byteLength(body));
    }
    if (this.ownAddressPerRequest)
      all['x-forwarded-for'] = `10.${(this.forwardedFor >> 16) & 255}.${(this.forwardedFor >> 8) & 255}.${this.forwardedFor++ & 255}`;
    const { hostname, port } = new URL(this.baseUrl);
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: hostname, port, method, path, headers: all, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.remember(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(res.headers['content-type'] ?? '');
          let json: unknown;
          if (contentType.includes('json')) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, contentType, text, json });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });
    return reply;
  }

  get = (path: string) => this.send('GET', path);
  json = (method: string, path: string, body: unknown) => this.send(method, path, JSON.stringify(body));

  private remember(header: string[] | undefined): void {
    rememberCookies(this.jar, header);
  }
}

export interface Finding {
  kind: string;
  sent: Sent;
  status: number;
  detail: string;
  /** Operation template and what was varied. */
  where: string;
  /** The hostile value's label ('' when none). */
  label: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sameKeys = (value: Record<string, unknown>, allowed: string[], required: string[]) =>
  Object.keys(value).every((k) => allowed.includes(k)) && required.every((k) => k in value);

/** What is wrong with an error body, or null when it is exactly `{code, message, field, errors?}`. */
export function errorShapeProblem(status: number, body: unknown): string | null {
  if (!isRecord(body)) return 'not a JSON object';
  if (!sameKeys(body, ['code', 'message', 'field', 'errors'], ['code', 'message', 'field'])) return `keys ${Object.keys(body).join(',')}`;
  if (body.code !== status) return `code ${String(body.code)} is not the status`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'message is not a non-empty string';
  if (body.field !== null && typeof body.field !== 'string') return 'field is neither a string nor null';
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return 'errors is not an array';
    for (const e of body.errors as unknown[]) {
      if (!isRecord(e) || !sameKeys(e, ['field', 'message', 'code'], ['field', 'message', 'code']))
        return `an entry of errors has keys ${isRecord(e) ? Object.keys(e).join(',') : typeof e}`;
      if ((e.field !== null && typeof e.field !== 'string') || typeof e.message !== 'string' || typeof e.code !== 'number')
        return 'an entry of errors has wrong types';
    }
  }
  return null;
}

/** Where a reply holds text the edge refuses on the way in (ADR 0019: no stored text has it), or null. */
export function unsafeTextIn(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: 'data' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (isUnsafeText(next.value)) return next.path;
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        if (isUnsafeText(key)) return `${next.path}.${key}`;
        pending.push({ value: child, path: `${next.path}.${key}` });
      }
    }
  }
  return null;
}

/** Replies that are not the envelope by design: the captcha challenge the widget reads as is, the document itself, the credential keys and our LTI keys (JWK sets). */
const RAW_REPLIES = [/^\/api\/v1\/captcha(\?|$)/, /^\/api\/v1\/openapi\.json/, /^\/api\/v1\/verify\/keys(\?|$)/, /^\/api\/v1\/lti\/jwks(\?|$)/];

/**
 * The checks every reply gets: no 5xx; a 4xx is the error shape (JSON); a 2xx JSON reply is
 * `{code: 200, data}`. Binary replies (tiles, files) are not checked for shape.
 */
export function replyProblem(sent: Sent, reply: Reply): { kind: string; detail: string } | null {
  if (reply.status >= 500) return { kind: '5xx', detail: reply.text };
  if (reply.status >= 400) {
    if (reply.json === undefined) return { kind: '4xx not in the error shape', detail: `content-type "${reply.contentType}": ${reply.text}` };
    const problem = errorShapeProblem(reply.status, reply.json);
    return problem ? { kind: '4xx not in the error shape', detail: `${problem}: ${reply.text}` } : null;
  }
  if (reply.status >= 200 && reply.status < 300 && reply.contentType.includes('json') && !RAW_REPLIES.some((r) => r.test(sent.path))) {
    if (reply.json === undefined) return { kind: '2xx with broken JSON', detail: reply.text };
    if (!isRecord(reply.json) || !sameKeys(reply.json, ['code', 'data'], ['code', 'data']) || reply.json.code !== 200)
      return { kind: '2xx not {code: 200, data}', detail: reply.text };
    const unsafe = unsafeTextIn(reply.json.data);
    if (unsafe) return { kind: '2xx holding a character the edge refuses (control character or lone surrogate)', detail: `at ${unsafe}: ${reply.text}` };
  }
  return null;
}

export type HeadReader = () => Promise<string>;
/** The newest committed event as a string ('empty' before any): see newestEvent. */
export const headOf =
  (sql: SqlClient): HeadReader =>
  async () => {
    const newest = await newestEvent(sql);
    return newest ? positionToString(newest) : 'empty';
  };

/** What was appended between two heads (event type and stream), for a finding that says the head moved. */
export type AppendsReader = (before: string, after: string) => Promise<string>;

export const appendedBetween =
  (sql: SqlClient): AppendsReader =>
  async (before, after) => {
    const from = before === 'empty' ? { commit: 0n, prepare: 0n } : positionFromString(before);
    const to = positionFromString(after);
    const { rows } = await sql.query<{ stream_id: string; event_type: string }>(
      `select stream_id, event_type from es_events
        where (transaction_id, position) > ($1::xid8, $2::bigint) and (transaction_id, position) <= ($3::xid8, $4::bigint)
        order by transaction_id, position limit 5`,
      [String(from.commit), String(from.prepare), String(to.commit), String(to.prepare)],
    );
    return rows.map((r) => `${r.event_type} in ${r.stream_id}`).join(', ');
  };

export interface SendOptions {
  /** The hostile value's label: findings are grouped by it. */
  label?: string;
  /** The request holds what the edge refuses (ADR 0019): anything but a 4xx is a finding. */
  mustRefuse?: boolean;
  headers?: Record<string, string>;
}

/**
 * Collects findings of one group and sends requests with the checks applied: every reply checked,
 * and the event store's head compared around every refused (4xx) write.
 */
export class Fuzzer {
  readonly findings: Finding[] = [];
  requests = 0;
  accepted = 0;

  constructor(
    private readonly head: HeadReader,
    /** Refusals that may append, with the reason (see the spec that builds the fuzzer). */
    private readonly appendsWhenRefused: (sent: Sent, reply: Reply) => boolean = () => false,
    /** Says what was appended when the head moved (a background job's append is told apart from the refusal's). */
    private readonly appended?: AppendsReader,
  ) {}

  add(kind: string, sent: Sent, status: number, detail: string, where: string, label = ''): void {
    this.findings.push({ kind, sent, status, detail, where, label });
  }

  async send(
    client: FuzzClient,
    method: string,
    path: string,
    body: string | Buffer | undefined,
    where: string,
    options: SendOptions = {},
  ): Promise<Reply | null> {
    const shown = typeof body === 'string' ? body : body && `(bytes, hex) ${body.toString('hex')}`;
    const sent: Sent = { method, path, ...(shown === undefined ? {} : { body: shown }), who: client.who };
    const label = options.label ?? '';
    // Reads never append (except the sign-out, which only the anonymous client calls): only writes are watched.
    const write = method !== 'GET';
    const before = write ? await this.head() : '';
    let reply: Reply;
    try {
      this.requests += 1;
      reply = await client.send(method, path, body, options.headers);
    } catch (error) {
      this.add('no reply', sent, 0, error instanceof Error ? error.message : String(error), where, label);
      return null;
    }
    const problem = replyProblem(sent, reply);
    if (problem) this.add(problem.kind, sent, reply.status, problem.detail, where, label);
    if (options.mustRefuse && (reply.status < 400 || reply.status >= 500))
      this.add('what the edge refuses was not refused', sent, reply.status, reply.text, where, label);
    if (reply.status >= 200 && reply.status < 300 && write) this.accepted += 1;
    if (write && reply.status >= 400 && reply.status < 500) {
      const after = await this.head();
      if (after !== before && !this.appendsWhenRefused(sent, reply))
        this.add(
          'refused, yet the event store head moved',
          sent,
          reply.status,
          `head ${before} → ${after} (${(await this.appended?.(before, after)) ?? 'appends not read'}); ${reply.text}`,
          where,
          label,
        );
    }
    return reply;
  }

  /** Fails with the report (readable as is) when there is any finding. */
  assertNone(group: string): void {
    const report = this.report();
    if (report !== '') throw new Error(`${group}: ${report}`);
  }

  /**
   * The findings grouped by kind, hostile value and status: one example request each, where else
   * it happened (operation and place), and how often; '' when none.
   */
  report(max = 40): string {
    const groups = new Map<string, { example: Finding; count: number; wheres: Set<string> }>();
    for (const f of this.findings) {
      const key = `${f.kind} | ${f.label || f.where} | ${f.status}`;
      const group = groups.get(key) ?? { example: f, count: 0, wheres: new Set<string>() };
      group.count += 1;
      group.wheres.add(f.where);
      groups.set(key, group);
    }
    const lines = [...groups.values()].slice(0, max).map(({ example: f, count, wheres }) => {
      const body = f.sent.body === undefined ? '' : `\n      body: ${preview(f.sent.body)}`;
      const places = [...wheres];
      const also = places.length > 1 ? `\n      also: ${places.slice(1, 6).join('; ')}${places.length > 6 ? `; and ${places.length - 6} more` : ''}` : '';
      const value = f.label ? ` [${f.label}]` : '';
      return `- ${f.kind}${value} (${count}×) at ${f.where}\n      ${f.sent.who}: ${f.sent.method} ${preview(f.sent.path, 200)}${body}\n      → ${f.status} ${preview(f.detail, 300)}${also}`;
    });
    if (groups.size > max) lines.push(`… and ${groups.size - max} more distinct findings`);
    return lines.length === 0 ? '' : `${this.findings.length} findings, ${groups.size} distinct:\n${lines.join('\n')}`;
  }
}
