import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_ERROR, MSG, THREAD_MSG, type ThreadDetail, type ThreadKind } from '@cytocampus/contracts';
import { DomainError, messageDecider, messageStream, threadDecider, threadStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canCreateThread, normalizeRole } from '@cytocampus/permissions';
import { organizationExists } from '@cytocampus/projections';
import { NOT_VALID, type CreateThreadValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { MessageContent } from '../../shared/message-content.js';
import { PostingAllowance } from '../../shared/posting-allowance.js';
import { ReachablePeople } from '../../shared/reachable-people.js';
import { ThreadReader } from '../../shared/thread-reader.js';

export class StartThread extends Command<ThreadDetail> {
  constructor(
    readonly actor: Principal,
    readonly body: CreateThreadValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The kind follows the body (libs/contracts threads.ts): members make a conversation, a ref an organization thread. */
const kindOf = (body: CreateThreadValues): ThreadKind => ((body.userIds?.length ?? 0) > 0 ? 'conversation' : body.ref ? 'organization' : 'community');

/**
 * POST /threads (docs/adr/0027): a new thread with its first message, in `thread-<id>` and
 * `message-<id>`. Everything is checked before the first append: the message, who may start this
 * kind (an organization thread in the caller's own organization only, but for super), the members
 * of a conversation, the attachments, and the caller's posting allowance (spent only when the
 * thread is new: a resent request with the same client ids answers the stored thread).
 */
@CommandHandler(StartThread)
export class StartThreadHandler implements ICommandHandler<StartThread, ThreadDetail> {
  constructor(
    private readonly es: EventSourcing,
    private readonly content: MessageContent,
    private readonly people: ReachablePeople,
    private readonly allowance: PostingAllowance,
    private readonly reader: ThreadReader,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, body, ctx }: StartThread): Promise<ThreadDetail> {
    const who = ruleActor(actor);
    const html = this.content.html(body.message, body.attachments.length);
    const kind = kindOf(body);
    const ref = kind === 'organization' ? (body.ref ?? null) : null;
    const isSuper = normalizeRole(actor.role) === 'super';
    if (kind === 'organization' && ref !== actor.orgId && !isSuper) throw new DomainError('forbidden', THREAD_MSG.notYourOrganization);
    if (!canCreateThread(who, kind, ref)) throw new DomainError('forbidden', MSG.forbidden);
    if (ref !== null && !(await organizationExists(this.sql, ref))) throw DomainError.invalid([{ field: 'ref', message: NOT_VALID, code: FORM_ERROR.invalid }]);
    const userIds = kind === 'conversation' ? await this.people.members(who, body.userIds ?? []) : null;
    const attachments = await this.content.attachments(actor, body.attachments);

    const threadId = body.id || randomUUID();
    const messageId = body.messageId || randomUUID();
    const now = this.es.now().getTime();
    const started = await this.es.aggregate(threadStream(threadId), threadDecider).execute(async (state) => {
      if (!state.thread) await this.allowance.spend(actor.userId);
      return [{ type: 'StartThread', threadId, kind, ref, userIds, title: body.title ?? '', createdBy: actor.userId, startedAt: now }];
    }, ctx);
    const posted = await this.es
      .aggregate(messageStream(messageId), messageDecider)
      .execute(() => [{ type: 'PostMessage', messageId, threadId, userId: actor.userId, message: html, attachments, ts: now }], ctx);
    await this.es.readYourWrites(posted.position ?? started.position, ['community']);
    return this.reader.detail(who, threadId);
  }
}
