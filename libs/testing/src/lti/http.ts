import type { IncomingMessage, ServerResponse } from 'node:http';

/** The small part of HTTP the platform's routes need, on node:http without a framework. */

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's media type without its parameters (`; charset=…`), lower-cased. */
export const mediaTypeOf = (req: IncomingMessage): string => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** Query and form parameters together: the OIDC auth endpoint takes both GET and POST. */
export async function readParameters(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  if (req.method !== 'POST') return url.searchParams;
  const body = await readBody(req);
  if (mediaTypeOf(req) !== 'application/x-www-form-urlencoded') return new URLSearchParams();
  return new URLSearchParams(body);
}

export function send(res: ServerResponse, status: number, body: string, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, value: unknown, contentType = 'application/json', headers: Record<string, string> = {}): void =>
  send(res, status, JSON.stringify(value), contentType, headers);

export const sendHtml = (res: ServerResponse, status: number, html: string): void => send(res, status, html, 'text/html; charset=utf-8');

/** A refusal that a route throws and the server answers as JSON, with an OAuth-style `error` code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${error}: ${description}`);
  }
}

/** A JSON body of an object, or a 400. */
export function parseJsonObject(body: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The body is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'invalid_request', 'The body is not a JSON object.');
  return value as Record<string, unknown>;
}
