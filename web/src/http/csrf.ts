import { ACCOUNT_ROUTES, API_PREFIX, CSRF_COOKIE } from '@cytocampus/contracts';
import { readCookie } from './cookies';

let pending: Promise<string | null> | null = null;

/**
 * The double-submit token for POST, PUT, PATCH and DELETE. The server sets the readable cookie on
 * any reply; when it is missing (first visit) one GET /csrf sets it. Concurrent callers share it.
 */
export async function csrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pending ??= fetch(`${API_PREFIX}${ACCOUNT_ROUTES.csrf}`, { credentials: 'include' })
    .then(() => readCookie(CSRF_COOKIE))
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}
