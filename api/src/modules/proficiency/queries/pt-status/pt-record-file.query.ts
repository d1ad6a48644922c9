import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';
import { PtLadderReader } from '../../shared/pt-ladder.reader.js';

/** The document kept with one of a person's records of a year (a training certificate): the upload to send. */
export class GetPtRecordFile extends Query<UploadedFile> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
    readonly year: number,
    readonly fileId: string,
  ) {
    super();
  }
}

/**
 * For the person and every manager who may see their ladder, whoever uploaded it. Anything else is
 * not found, as an unknown file, so ids cannot be probed.
 */
@QueryHandler(GetPtRecordFile)
export class GetPtRecordFileHandler implements IQueryHandler<GetPtRecordFile, UploadedFile> {
  constructor(
    private readonly reader: PtLadderReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId, year, fileId }: GetPtRecordFile): Promise<UploadedFile> {
    if (!(await this.reader.keepsFile(viewer, userId, year, fileId))) throw new DomainError('not_found', UPLOAD_MSG.fileNotFound);
    return this.queries.execute(new GetUploadedFile(fileId));
  }
}
