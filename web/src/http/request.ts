import { API_PREFIX, type ApiError, type FieldError } from '@cytocampus/contracts';
import { log } from '../lib/log';
import { csrfToken } from './csrf';
import { failure, INVALID_CONTENT_TYPE, nonOkStatusMessage, type ApiFailure } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  /** Path under /api/v1, e.g. '/user'. */
  url: string;
  method?: HttpMethod;
  /** GET sends a query string; the others send JSON, or a multipart form when the body is FormData. */
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Survives the page being closed (used to flush batched preferences on pagehide). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** Statuses the caller expects (GET /user answers 401 when signed out): not logged. */
  quietStatuses?: readonly number[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(url: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_PREFIX}${url}${query ? `?${query}` : ''}`;
}

async function buildInit(request: ApiRequest, method: HttpMethod): Promise<RequestInit> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A multipart form's Content-Type (with its boundary) is the browser's to write.
  const form = typeof FormData !== 'undefined' && request.body instanceof FormData ? request.body : null;
  if (request.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (MUTATING.has(method)) {
    const token = await csrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  return {
    method,
    headers,
    credentials: 'include',
    body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    keepalive: request.keepalive,
    signal: request.signal,
  };
}

function isEnvelope(body: unknown): body is { code: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** Turns any JSON body that is not `{code: 200, data}` into a failure (spec part 1 section 7). */
function fromJson<T>(status: number, body: unknown): ApiResult<T> {
  if (isEnvelope(body) && body.code === 200 && status < 400) return { ok: true, data: body.data as T };
  const error = (isEnvelope(body) ? body : {}) as Partial<ApiError>;
  const errors: FieldError[] = Array.isArray(error.errors) ? error.errors : [];
  return {
    ok: false,
    error: failure(status, error.message ?? nonOkStatusMessage(status), {
      code: typeof error.code === 'number' ? error.code : status,
      field: error.field ?? errors[0]?.field ?? null,
      errors,
    }),
  };
}

async function parse<T>(response: Response): Promise<ApiResult<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return fromJson<T>(response.status, await response.json());
    } catch {
      return { ok: false, error: failure(response.status, INVALID_CONTENT_TYPE) };
    }
  }
  if (response.status === 0 || response.status >= 400) {
    return { ok: false, error: failure(response.status, nonOkStatusMessage(response.status)) };
  }
  return { ok: false, error: failure(response.status, INVALID_CONTENT_TYPE) };
}

/** One call to the API: cookies, CSRF header, the JSON envelope and the error catalogue. */
export async function apiRequest<T>(request: ApiRequest): Promise<ApiResult<T>> {
  const method = request.method ?? 'GET';
  let result: ApiResult<T>;
  try {
    const response = await fetch(buildUrl(request.url, method === 'GET' ? request.params : undefined), await buildInit(request, method));
    result = await parse<T>(response);
  } catch {
    // No answer at all (offline, aborted, refused): status 0 in the error catalogue.
    result = { ok: false, error: failure(0, nonOkStatusMessage(0)) };
  }
  if (!result.ok && !request.quietStatuses?.includes(result.error.status)) {
    log.warn(`${method} ${request.url} failed`, result.error);
  }
  return result;
}
