import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { THREAD_ROUTES, type ThreadDetail, type ThreadSummary } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { fileQuerySchema, threadDetailSchema, threadQuerySchema, threadSummarySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { sendStoredFile } from '../../../../http/send-stored-file.js';
import { GetThreadFile } from './get-thread-file.query.js';
import { GetThreadSummary } from './get-thread-summary.query.js';
import { GetThread } from './get-thread.query.js';

/** One thread (spec part 3 section 7: GET /threads/{id} with poll), to those who may read it; 404 'Thread not found.' to anyone else. */
@ApiTags('community')
@Controller(THREAD_ROUTES.threads.slice(1))
export class ThreadController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /threads/{id}?before=&poll=: the thread with its newest messages (oldest first), those before `before`, or only those after `poll` (epoch ms). */
  @Get(':id')
  @Authorize(SIGNED_IN)
  @Answers(threadDetailSchema)
  detail(@Actor() actor: Principal, @Param('id') id: string, @Query({ schema: threadQuerySchema }) query: Record<string, unknown>): Promise<ThreadDetail> {
    return this.queries.execute(new GetThread(ruleActor(actor), id, valid(validate(threadQuerySchema, query))));
  }

  /** GET /threads/{id}/summary: the thread as its lists show it (what a live notice without the caller's flags refetches). */
  @Get(':id/summary')
  @Authorize(SIGNED_IN)
  @Answers(threadSummarySchema)
  summary(@Actor() actor: Principal, @Param('id') id: string): Promise<ThreadSummary> {
    return this.queries.execute(new GetThreadSummary(ruleActor(actor), id));
  }

  /**
   * GET /threads/{id}/files/{fileId}: an attachment of one of the thread's messages, to those who may
   * read the thread (images and PDF inline). Anything else answers 404 'File not found.'.
   */
  @Get(':id/files/:fileId')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async file(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Query({ schema: fileQuerySchema }) query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const { noAttach } = valid(validate(fileQuerySchema, query));
    const file = await this.queries.execute(new GetThreadFile(ruleActor(actor), id, fileId));
    // Who may read the thread can change: revalidate each time (cheap, with the ETag).
    await sendStoredFile(res, file, noAttach, 'private, no-cache');
  }
}
