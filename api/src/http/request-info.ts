import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/** Client address (Express resolves X-Forwarded-For only when `trust proxy` is configured) and agent. */
export const clientOf = (req: Request): { ip: string | null; userAgent: string | null } => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
});

/** Correlation id of the request: the caller's X-Request-Id when sane, else a new one. */
export function requestId(req: Request): string {
  const given = req.get('x-request-id');
  return given && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}
