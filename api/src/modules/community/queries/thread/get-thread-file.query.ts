import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';
import { ThreadReader } from '../../shared/thread-reader.js';

export class GetThreadFile extends Query<UploadedFile> {
  constructor(
    readonly viewer: Actor,
    readonly threadId: string,
    readonly fileId: string,
  ) {
    super();
  }
}

const fileNotFound = (): never => {
  throw new DomainError('not_found', UPLOAD_MSG.fileNotFound);
};

/** A thread that is not found or not the viewer's to read is a file not found, so ids cannot be probed. */
const asFileNotFound = (error: unknown): never => {
  if (error instanceof DomainError && error.kind === 'not_found') fileNotFound();
  throw error;
};

/**
 * GET /threads/{id}/files/{fileId}: which upload to send, when one of the thread's messages carries
 * it and the viewer may read the thread; anything else answers 404 'File not found.'.
 */
@QueryHandler(GetThreadFile)
export class GetThreadFileHandler implements IQueryHandler<GetThreadFile, UploadedFile> {
  constructor(
    private readonly reader: ThreadReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, threadId, fileId }: GetThreadFile): Promise<UploadedFile> {
    const thread = await this.reader.readable(viewer, threadId).catch(asFileNotFound);
    if (!(await this.reader.attaches(thread.id, fileId))) fileNotFound();
    return this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId)).catch(asFileNotFound);
  }
}
