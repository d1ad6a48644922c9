import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent } from '@cytocampus/permissions';
import { fileQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { ApiException } from '../../../http/api-exception.js';
import { SQL } from '../../../infra/tokens.js';
import { AnswersFile } from '../../../openapi/answers.decorator.js';
import { sendStoredFile } from '../../../http/send-stored-file.js';
import { targetOf, type ContentRow } from '../shared/content-rows.js';
import { GetUploadedFile, type UploadedFile } from '../../../messages/uploads.js';
import { LearnsAnyItem } from '../../../messages/learning.js';

const FILE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Where each type keeps its files: a presentation page's `file.src`; a quiz anywhere (items, question and choice images). */
const FILE_PATHS = { presentation: '$.pages[*].file.src ? (@ == $id)', quiz: '$.** ? (@ == $id)' } as const;
type FileOwnerType = keyof typeof FILE_PATHS;

type OwnerRow = Pick<ContentRow, 'type' | 'item_id' | 'owner_id' | 'org_id' | 'is_public' | 'allowed_orgs' | 'filter_orgs' | 'locked'>;

/**
 * GET /presentations/file/{src} and GET /quizzes/file/{fileId} (spec part 2 section 7): the file
 * of a page or an image of a quiz, for whoever may read an item of that type using it, its
 * learners (the item is in one of their courses), and for its uploader (an author before saving). The bytes are streamed here, with the uploads module's
 * headers: /files/{id} serves such files to their uploader only.
 */
@ApiTags('content')
@Controller()
@UseGuards(SignedInGuard)
export class ContentFilesController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  @Get('presentations/file/:src')
  @AnswersFile('application/octet-stream')
  presentationFile(
    @Actor() actor: Principal,
    @Param('src') src: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    return this.serve(actor, 'presentation', src, query, res);
  }

  @Get('quizzes/file/:fileId')
  @AnswersFile('application/octet-stream')
  quizFile(
    @Actor() actor: Principal,
    @Param('fileId') fileId: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    return this.serve(actor, 'quiz', fileId, query, res);
  }

  private async serve(actor: Principal, type: FileOwnerType, fileId: string, query: unknown, res: Response): Promise<void> {
    const { noAttach } = valid(validate(fileQuerySchema, query));
    // Unknown, unfinished and unreadable files answer alike, so ids cannot be probed.
    if (!FILE_ID.test(fileId)) throw new ApiException(404, UPLOAD_MSG.fileNotFound);
    const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId));
    if (file.ownerId !== actor.userId && !(await this.readableOwner(actor, type, fileId))) throw new ApiException(404, UPLOAD_MSG.fileNotFound);
    // The answer depends on the caller: never shared, revalidated (ETag) so a withdrawn share takes effect.
    await sendStoredFile(res, file, noAttach, 'private, no-cache');
  }

  /** Whether the caller may read some revision of this type that uses the file. */
  private async readableOwner(actor: Principal, type: FileOwnerType, fileId: string): Promise<boolean> {
    const { rows } = await this.sql.query<OwnerRow>(
      `select type, item_id, owner_id, org_id, is_public, allowed_orgs, filter_orgs, locked from content_items
        where type = $1 and jsonb_path_exists(fields, $2::jsonpath, jsonb_build_object('id', $3::text)) limit 100`,
      [type, FILE_PATHS[type], fileId],
    );
    const viewer = ruleActor(actor);
    if (rows.some((row) => canReadContent(viewer, targetOf(row)))) return true;
    // A learner reads the files of the items of their courses through the players.
    return this.queries.execute(new LearnsAnyItem(actor, type, [...new Set(rows.map((row) => row.item_id))]));
  }
}
