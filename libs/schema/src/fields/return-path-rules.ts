import { SSO_CALLBACK_PATH } from '@cytocampus/contracts';
import { URL_MAX_LENGTH } from '../forms/limits.js';

// The return-path rule as a plain function: no zod here, so the sign-in screens check it without loading it.

/** Any origin of ours would do: only whether a path stays on it matters. */
const HERE = 'https://here.invalid';
/** Pages that would only start a sign-in again. */
const LOOPS = ['/login', SSO_CALLBACK_PATH];

/**
 * A path of this site to go to after signing in, or null. Only a plain path is taken: '//host',
 * '/\host', a scheme, or control characters (which the URL parser drops, so '/\t/host' is '//host')
 * would lead off the site; the sign-in pages themselves would loop.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > URL_MAX_LENGTH || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, HERE);
  if (url.origin !== HERE) return null;
  return LOOPS.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)) ? null : value;
}
