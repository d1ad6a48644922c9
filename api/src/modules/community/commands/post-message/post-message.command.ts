import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { THREAD_MSG, type ThreadMessage } from '@cytocampus/contracts';
import { DomainError, messageDecider, messageStream } from '@cytocampus/domain';
import type { PostMessageValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { LiveThreads, requireComment } from '../../shared/live-threads.js';
import { MessageContent } from '../../shared/message-content.js';
import { PostingAllowance } from '../../shared/posting-allowance.js';
import { ThreadReader } from '../../shared/thread-reader.js';

export class PostMessage extends Command<ThreadMessage> {
  constructor(
    readonly actor: Principal,
    readonly threadId: string,
    readonly body: PostMessageValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /threads/{id} (spec part 3 section 7): a message in `message-<id>`. The thread must be
 * readable (404 otherwise) and open to the caller's comments (403; 'This thread is locked.' when
 * that is why), the message and its attachments valid, and the posting allowance not spent (429):
 * otherwise nothing is appended. A resent post (same client id) answers the stored message.
 */
@CommandHandler(PostMessage)
export class PostMessageHandler implements ICommandHandler<PostMessage, ThreadMessage> {
  constructor(
    private readonly es: EventSourcing,
    private readonly threads: LiveThreads,
    private readonly content: MessageContent,
    private readonly allowance: PostingAllowance,
    private readonly reader: ThreadReader,
  ) {}

  async execute({ actor, threadId, body, ctx }: PostMessage): Promise<ThreadMessage> {
    const html = this.content.html(body.message, body.attachments.length);
    const thread = await this.threads.readable(ruleActor(actor), threadId);
    requireComment(ruleActor(actor), thread);
    const attachments = await this.content.attachments(actor, body.attachments);
    const messageId = body.id || randomUUID();
    const posted = await this.es.aggregate(messageStream(messageId), messageDecider).execute(async (state) => {
      if (!state.message) await this.allowance.spend(actor.userId);
      return [{ type: 'PostMessage', messageId, threadId: thread.threadId, userId: actor.userId, message: html, attachments, ts: this.es.now().getTime() }];
    }, ctx);
    await this.es.readYourWrites(posted.position, ['community']);
    const message = await this.reader.message(messageId);
    // Deleted since (a resend of a post that was removed meanwhile).
    if (!message) throw new DomainError('not_found', THREAD_MSG.messageNotFound);
    return message;
  }
}
