import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent } from '@cytocampus/permissions';
import { revisionsUsingFile, type FileOwnerType } from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { SQL } from '../../../../infra/tokens.js';
import { LearnsAnyItem } from '../../../../messages/learning.js';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';
import { targetOf } from '../../shared/content-rows.js';

const FILE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** GET /presentations/file/{src} and GET /quizzes/file/{fileId}: the upload to send, if the caller may have it. */
export class GetContentFile extends Query<UploadedFile> {
  constructor(
    readonly actor: Principal,
    readonly type: FileOwnerType,
    readonly fileId: string,
  ) {
    super();
  }
}

/**
 * The file of a page or an image of a quiz, for whoever may read an item of that type using it,
 * its learners (the item is in one of their courses), and for its uploader (an author before saving).
 */
@QueryHandler(GetContentFile)
export class GetContentFileHandler implements IQueryHandler<GetContentFile, UploadedFile> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, type, fileId }: GetContentFile): Promise<UploadedFile> {
    // Unknown, unfinished and unreadable files answer alike, so ids cannot be probed.
    if (!FILE_ID.test(fileId)) throw new DomainError('not_found', UPLOAD_MSG.fileNotFound);
    const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId));
    if (file.ownerId !== actor.userId && !(await this.readableOwner(actor, type, fileId))) throw new DomainError('not_found', UPLOAD_MSG.fileNotFound);
    return file;
  }

  /** Whether the caller may read some revision of this type that uses the file. */
  private async readableOwner(actor: Principal, type: FileOwnerType, fileId: string): Promise<boolean> {
    const rows = await revisionsUsingFile(this.sql, type, fileId);
    const viewer = ruleActor(actor);
    if (rows.some((row) => canReadContent(viewer, targetOf(row)))) return true;
    // A learner reads the files of the items of their courses through the players.
    return this.queries.execute(new LearnsAnyItem(actor, type, [...new Set(rows.map((row) => row.item_id))]));
  }
}
