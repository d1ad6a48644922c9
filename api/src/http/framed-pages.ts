import type { NextFunction, Request, Response } from 'express';
import { parse } from 'cookie';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiFrameOrigins } from '@cytocampus/projections';
import { hashToken } from '../auth/secret-tokens.js';
import { isFramedSession, sessionTokenOf } from './session-cookie.js';

/** Where `res.locals` keeps who may frame this answer. */
export const FRAME_ANCESTORS = 'frameAncestors';

/**
 * Our pages may be framed by our own pages only (docs/adr/0033), and by the learning platform
 * whose launch started the request's framed session (docs/adr/0042): the session's cookie exists
 * only inside that platform's page, so nothing changes for anyone else. The content security
 * policy reads the list from `res.locals` (see contentSecurityPolicy).
 */
export function framedPageAncestors(sql: SqlClient) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const cookies = parse(req.headers.cookie ?? '');
    const token = sessionTokenOf(cookies);
    if (req.method !== 'GET' || token === undefined || !isFramedSession(cookies)) {
      next();
      return;
    }
    ltiFrameOrigins(sql, hashToken(token)).then(
      (origins) => {
        res.locals[FRAME_ANCESTORS] = origins;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
