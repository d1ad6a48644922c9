/**
 * The in-app path to return to after signing in, taken from /login/{original path}. Only plain
 * same-site paths are accepted ('//host' or a scheme would send the user elsewhere).
 */
export function safeReturnPath(splat: string | undefined, search = ''): string | null {
  const trimmed = (splat ?? '').replace(/^\/+/, '');
  if (!trimmed || /[\\:]/.test(trimmed.split('/')[0] ?? '')) return null;
  const path = `/${trimmed}`;
  if (path === '/login' || path.startsWith('/login/')) return null;
  return `${path}${search}`;
}
