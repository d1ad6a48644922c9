import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../../infra/tokens.js';
import { findUpload } from '../../shared/upload-rows.js';
import { UploadStorage } from '../../shared/upload-storage.js';
import { type UploadedFile, GetUploadedFile } from '../../../../messages/uploads.js';

@QueryHandler(GetUploadedFile)
export class GetUploadedFileHandler implements IQueryHandler<GetUploadedFile, UploadedFile> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ fileId, orUnderWay }: GetUploadedFile): Promise<UploadedFile> {
    const row = await findUpload(this.sql, fileId);
    if (!row || !(row.status === 'complete' || (orUnderWay && row.status === 'uploading'))) throw new DomainError('not_found', UPLOAD_MSG.fileNotFound);
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
