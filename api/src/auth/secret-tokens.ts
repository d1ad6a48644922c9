import { createHash, randomBytes } from 'node:crypto';

/** A new secret (a session, a reset link): 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** What is stored of a secret: its SHA-256, so a read database gives no one a session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
