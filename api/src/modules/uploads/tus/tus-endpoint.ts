import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EVENTS, type Upload } from '@tus/server';
import { API_PREFIX, UPLOAD_MSG, UPLOAD_ROUTES } from '@cytocampus/contracts';
import { DomainError, kindOfType, SLIDE_MAX_BYTES, type UploadCommand } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ApiException, refusalBody } from '../../../http/api-exception.js';
import type { Logger } from '../../../infra/logger.js';
import type { Config } from '../../../infra/config.js';
import { CONFIG, LOGGER, SQL } from '../../../infra/tokens.js';
import { ChangeUpload } from '../commands/change-upload/change-upload.command.js';
import { ProgressTracker } from '../progress/progress-tracker.js';
import { findUpload } from '../shared/upload-rows.js';
import { UploadStorage } from '../shared/upload-storage.js';
import { contentMatches } from './content-check.js';
import { JsonRefusalServer } from './json-refusals.js';
import { contextOf, TusRefusal, type TusHookRequest } from './tus-context.js';

/** tus's own refusals: `{status_code, body}` with a plain-text body (JsonRefusalServer words them). */
interface TusError {
  status_code: number;
  body: string;
}
const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' && error !== null && typeof (error as TusError).status_code === 'number' && typeof (error as TusError).body === 'string';

/**
 * The tus server (creation, creation-with-upload, termination, expiration) over the file store.
 * Its hooks record each state change as an event; the middleware in front has already
 * authenticated the caller and checked the request.
 */
@Injectable()
export class TusEndpoint {
  readonly server: JsonRefusalServer;

  constructor(
    private readonly storage: UploadStorage,
    private readonly commands: CommandBus,
    private readonly tracker: ProgressTracker,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.server = new JsonRefusalServer({
      path: `${API_PREFIX}${UPLOAD_ROUTES.tus}`,
      datastore: storage.store,
      relativeLocation: true,
      // Same origin only: no CORS headers at all.
      allowedOrigins: [],
      namingFunction: () => randomUUID(),
      // The purpose's own bound was checked at creation; this caps what any upload may declare.
      maxSize: SLIDE_MAX_BYTES,
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (req, upload) => this.created(req, upload),
      onUploadFinish: async (req, upload) => this.finished(req, upload),
      onIncomingRequest: async (req, id) => this.incoming(req, id),
      onResponseError: (_req, error) => this.refusalOf(error),
    });
    this.server.on(EVENTS.POST_RECEIVE, (_req: unknown, upload: Upload) => this.tracker.received(upload.id, upload.offset));
  }

  private async created(req: TusHookRequest, upload: Upload): Promise<{ metadata?: Upload['metadata'] }> {
    const { principal, start } = contextOf(req);
    if (!start || upload.size === undefined) throw new TusRefusal(400, UPLOAD_MSG.lengthRequired, 'size');
    const { name, declaredType, purpose, size } = start;
    await this.change(
      upload.id,
      { type: 'StartUpload', uploadId: upload.id, ownerId: principal.userId, name, declaredType, purpose, size, slideMinBytes: this.config.slideMinBytes },
      req,
    );
    return {};
  }

  /** Every byte is here: accept the file only when its content is what it claimed to be. */
  private async finished(req: TusHookRequest, upload: Upload): Promise<Record<string, never>> {
    this.tracker.forget(upload.id);
    const row = await findUpload(this.sql, upload.id);
    const kind = row ? kindOfType(row.type) : null;
    if (!kind || !(await contentMatches(this.storage.pathOf(upload.id), kind))) {
      await this.change(upload.id, { type: 'FailUpload', error: UPLOAD_MSG.contentMismatch }, req);
      await this.storage.remove(upload.id);
      throw new TusRefusal(415, UPLOAD_MSG.contentMismatch, 'file');
    }
    await this.change(upload.id, { type: 'CompleteUpload' }, req);
    return {};
  }

  /** Termination (DELETE) is the owner cancelling an unfinished upload: record it before tus removes the data. */
  private async incoming(req: TusHookRequest, id: string): Promise<void> {
    if (req.method !== 'DELETE') return;
    this.tracker.forget(id);
    await this.change(id, { type: 'FailUpload', error: UPLOAD_MSG.cancelled }, req);
  }

  private async change(id: string, command: UploadCommand, req: TusHookRequest): Promise<void> {
    await this.commands.execute(new ChangeUpload(id, command, contextOf(req).command));
  }

  /** Every refusal leaves in the product's error shape `{code, message, field}`. */
  private refusalOf(error: unknown): TusError {
    if (error instanceof TusRefusal) return error;
    if (isTusError(error)) return error;
    if (error instanceof DomainError) {
      const body = refusalBody(error);
      return { status_code: body.code, body: JSON.stringify(body) };
    }
    if (error instanceof ApiException) return { status_code: error.status, body: JSON.stringify(error.body()) };
    this.logger.error({ err: error }, 'upload request failed');
    return new TusRefusal(500, 'Something funky happened');
  }
}
