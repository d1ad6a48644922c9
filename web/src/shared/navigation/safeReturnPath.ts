import { sameSitePath } from '@cytocampus/schema';

/**
 * The in-app path to return to after signing in, taken from /login/{original path}: a plain path of
 * this site (sameSitePath, the rule the API applies to a provider sign-in's return path). A scheme in
 * the first segment is refused too, though it would stay on the site: no such page exists.
 */
export function safeReturnPath(splat: string | undefined, search = ''): string | null {
  const trimmed = (splat ?? '').replace(/^\/+/, '');
  if (!trimmed || /[\\:]/.test(trimmed.split('/')[0] ?? '')) return null;
  return sameSitePath(`/${trimmed}${search}`);
}
