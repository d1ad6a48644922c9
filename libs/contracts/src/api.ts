/** Conventions of every /api/v1 call (spec part 1 section 7). */

export const API_PREFIX = '/api/v1';

/** Success: HTTP 200 and `{code: 200, data}`. */
export interface ApiSuccess<T> {
  code: 200;
  data: T;
}

/** One problem with one field; `code` is the form error code (1 missing, 2 not valid, 3 funky). */
export interface FieldError {
  field: string | null;
  message: string;
  code: FormErrorCode;
}

export const FORM_ERROR = { missing: 1, invalid: 2, funky: 3 } as const;
export type FormErrorCode = (typeof FORM_ERROR)[keyof typeof FORM_ERROR];

/**
 * Failure: a fitting HTTP status and `{code, message, field}` where code is that status and
 * message/field describe the first problem; `errors` lists every field problem of a validation.
 */
export interface ApiError {
  code: number;
  message: string;
  field: string | null;
  errors?: FieldError[];
}

export type ApiReply<T> = ApiSuccess<T> | ApiError;

/** Page of results (spec part 1 section 3). */
export interface Page<T> {
  limit: number;
  page: number;
  total: number;
  items: T[];
  search: string;
  canNext: boolean;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Header and cookie of the double-submit CSRF protection on POST, PUT, PATCH and DELETE. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'cc_csrf';
export const SESSION_COOKIE = 'cc_session';

/** GET /health: how far each read model got and how many events each had to park ('degraded' while any has). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: string;
  eventStore: string;
  readModels: Record<string, string | null>;
  parked: Record<string, number>;
}

/** GET /site: what the web client must know of the site's configuration (never a secret; ADR 0033). */
export const SITE_ROUTE = '/site';
export interface SiteSettings {
  /** Origins whose pages and media presentations embed besides the site itself (EMBED_ORIGINS), as the content security policy allows them. */
  embedOrigins: string[];
}
