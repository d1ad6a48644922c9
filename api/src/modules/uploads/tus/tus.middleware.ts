import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_PREFIX, MSG, UPLOAD_MSG, UPLOAD_ROUTES } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { unfinishedUploadCount, type UploadRow } from '@cytocampus/projections';
import type { RequestWithPrincipal } from '../../../auth/principal.js';
import { SessionsService } from '../../../auth/sessions.service.js';
import { actorContext } from '../../../es/command-context.js';
import { ApiException } from '../../../http/api-exception.js';
import { requestId } from '../../../http/request-info.js';
import type { Config } from '../../../infra/config.js';
import { CONFIG, SQL } from '../../../infra/tokens.js';
import { ProgressTracker } from '../progress/progress-tracker.js';
import { findUpload } from '../shared/upload-rows.js';
import { UploadStorage } from '../shared/upload-storage.js';
import { checkCreation } from './creation.js';
import type { TusNodeRequest } from './tus-context.js';
import { TusEndpoint } from './tus-endpoint.js';

const BASE = `${API_PREFIX}${UPLOAD_ROUTES.tus}`;
/** A user's unfinished uploads at once: bounds the disk one account can hold hostage. */
export const MAX_UNFINISHED_UPLOADS = 10;

/**
 * Everything under /api/v1/uploads/tus: authenticate (session cookie; CSRF is checked before, like
 * every write), check the request, then let tus handle it. HEAD, PATCH and DELETE reach only the
 * caller's own upload; anyone else's answers 404 as if it did not exist.
 */
@Injectable()
export class TusMiddleware implements NestMiddleware {
  constructor(
    private readonly sessions: SessionsService,
    private readonly endpoint: TusEndpoint,
    private readonly tracker: ProgressTracker,
    private readonly storage: UploadStorage,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async use(req: Request, res: Response): Promise<void> {
    const principal = await this.sessions.fromRequest(req as RequestWithPrincipal);
    if (!principal) throw new ApiException(401, MSG.notSignedIn);
    const id = (req.originalUrl.split('?')[0] ?? '').slice(BASE.length).replace(/^\/|\/$/g, '');
    const context = { principal, command: actorContext(principal, requestId(req)) };
    let row: UploadRow | null = null;
    if (req.method === 'POST' && id === '') {
      const start = checkCreation(req, this.config.slideMinBytes);
      await this.refuseTooManyUnfinished(principal.userId);
      (req as TusNodeRequest).cytocampusTus = { ...context, start };
    } else if (['HEAD', 'PATCH', 'DELETE'].includes(req.method)) {
      row = await findUpload(this.sql, id);
      if (!row || row.owner_id !== principal.userId || row.cleared || row.status === 'failed') throw new ApiException(404, UPLOAD_MSG.uploadNotFound);
      if (req.method === 'DELETE' && row.status !== 'uploading') throw new ApiException(409, 'This upload is no longer in progress.');
      (req as TusNodeRequest).cytocampusTus = context;
    } else {
      throw new ApiException(405, 'Method not allowed.');
    }
    // Express strips the mount path; tus reads the upload id from the full path.
    req.url = req.originalUrl;
    await this.handle(req, res, row);
  }

  /** Bytes may arrive with a PATCH or a creation-with-upload POST: track them for progress pushes. */
  private async handle(req: Request, res: Response, row: UploadRow | null): Promise<void> {
    const writes = req.method === 'PATCH' && row?.status === 'uploading';
    if (writes) this.tracker.begin(row.id, { ownerId: row.owner_id, name: row.name, size: Number(row.size), offset: 0 });
    try {
      await this.endpoint.server.handle(req, res);
    } finally {
      if (writes) this.tracker.end(row.id, (await this.storage.written(row.id))?.bytes ?? null);
    }
  }

  private async refuseTooManyUnfinished(ownerId: string): Promise<void> {
    if ((await unfinishedUploadCount(this.sql, ownerId)) >= MAX_UNFINISHED_UPLOADS) throw new ApiException(429, UPLOAD_MSG.tooManyUnfinished);
  }
}
