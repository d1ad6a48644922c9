import { createHash } from 'node:crypto';

/**
 * A review's id follows from whose, in which course, of which item and which attempt it is: the
 * first checkout creates its stream and any later one (another tab, a retried request) finds the
 * same one. The first attempt's id is the one reviews had before attempts existed (docs/adr/0021).
 */
export function reviewIdOf(userId: string, moduleId: string, itemId: string, attempt = 1): string {
  const key = attempt === 1 ? `${userId}\u0000${moduleId}\u0000${itemId}` : `${userId}\u0000${moduleId}\u0000${itemId}\u0000${attempt}`;
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
