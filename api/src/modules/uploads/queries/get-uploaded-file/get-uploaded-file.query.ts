import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG, type UploadPurpose } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ApiException } from '../../../../http/api-exception.js';
import { SQL } from '../../../../infra/tokens.js';
import { findUpload } from '../../shared/upload-rows.js';
import { UploadStorage } from '../../shared/upload-storage.js';

/** A finished, accepted file: what other modules need to use it. */
export interface UploadedFile {
  id: string;
  /** Absolute path of the bytes on disk (read only; the file belongs to the uploads module). */
  path: string;
  /** The uploader's file name (display only). */
  name: string;
  /** Content type checked against the file's bytes. */
  type: string;
  size: number;
  ownerId: string;
  purpose: UploadPurpose;
  created: number;
}

/**
 * A finished upload by its file id (= upload id), for any module through the QueryBus, e.g.
 * `queries.execute(new GetUploadedFile(fileId))`. Answers 404 'File not found.' for unknown,
 * unfinished and failed uploads. It does not check who asks: callers check ownerId and purpose.
 */
export class GetUploadedFile extends Query<UploadedFile> {
  constructor(
    readonly fileId: string,
    /** Also an upload still under way (its bytes incomplete): to refer to it before it ends. */
    readonly orUnderWay = false,
  ) {
    super();
  }
}

@QueryHandler(GetUploadedFile)
export class GetUploadedFileHandler implements IQueryHandler<GetUploadedFile, UploadedFile> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ fileId, orUnderWay }: GetUploadedFile): Promise<UploadedFile> {
    const row = await findUpload(this.sql, fileId);
    if (!row || !(row.status === 'complete' || (orUnderWay && row.status === 'uploading'))) throw new ApiException(404, UPLOAD_MSG.fileNotFound);
    return {
      id: row.id,
      path: this.storage.pathOf(row.id),
      name: row.name,
      type: row.type,
      size: Number(row.size),
      ownerId: row.owner_id,
      purpose: row.purpose,
      created: row.created.getTime(),
    };
  }
}
