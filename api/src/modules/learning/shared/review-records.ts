import { createHash } from 'node:crypto';

/**
 * A review's id follows from whose, in which course and of which item it is: the first checkout
 * creates its stream and any later one (another tab, a retried request) finds the same one.
 */
export const reviewIdOf = (userId: string, moduleId: string, itemId: string): string =>
  createHash('sha256').update(`${userId}\u0000${moduleId}\u0000${itemId}`).digest('base64url').slice(0, 22);
