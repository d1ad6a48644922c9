import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, THREAD_MSG, type ThreadMessage } from '@cytocampus/contracts';
import { DomainError, type MessageCommand, messageDecider, messageStream } from '@cytocampus/domain';
import { messageAbilities } from '@cytocampus/permissions';
import type { EditMessageValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { LiveThreads, targetOfThread } from '../../shared/live-threads.js';
import { MessageContent } from '../../shared/message-content.js';
import { ThreadReader } from '../../shared/thread-reader.js';
import { isThreadId } from '../../shared/thread-rows.js';

export type MessageChange = { type: 'edit'; body: EditMessageValues } | { type: 'delete' };

/** What a change answers: the edited message, or the success flag of a deletion. */
type Answer<C extends MessageChange> = C extends { type: 'delete' } ? { success: true } : ThreadMessage;

export class ChangeMessage<C extends MessageChange = MessageChange> extends Command<Answer<C>> {
  constructor(
    readonly actor: Principal,
    readonly threadId: string,
    readonly messageId: string,
    readonly change: C,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT and DELETE /threads/{id}/messages/{messageId}: one's own message while one may comment in the
 * thread, anyone's with the thread's edit or delete permission (libs/permissions messageAbilities).
 * A message of another thread, or none, answers 404 'Message not found.'; a locked thread 403 saying
 * so. An edit's text is sanitized and checked as a post's; its new attachments must be the caller's
 * finished uploads, those it had stay.
 */
@CommandHandler(ChangeMessage)
export class ChangeMessageHandler implements ICommandHandler<ChangeMessage, ThreadMessage | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly threads: LiveThreads,
    private readonly content: MessageContent,
    private readonly reader: ThreadReader,
  ) {}

  async execute({ actor, threadId, messageId, change, ctx }: ChangeMessage): Promise<ThreadMessage | { success: true }> {
    const who = ruleActor(actor);
    const html = change.type === 'edit' ? this.content.html(change.body.message, change.body.attachments.length) : '';
    const thread = await this.threads.readable(who, threadId);
    if (!isThreadId(messageId)) throw new DomainError('not_found', THREAD_MSG.messageNotFound);
    const aggregate = this.es.aggregate(messageStream(messageId), messageDecider);
    const decided = await aggregate.execute(async ({ message, deleted }): Promise<MessageCommand[]> => {
      if (!message || deleted || message.threadId !== thread.threadId) throw new DomainError('not_found', THREAD_MSG.messageNotFound);
      const may = messageAbilities(who, targetOfThread(thread), message.userId);
      // One's own message is refused for the lock alone; anyone else's for want of the permission.
      const own = message.userId === actor.userId;
      if (!(change.type === 'edit' ? may.canEdit : may.canDel)) throw new DomainError('forbidden', own && thread.locked ? THREAD_MSG.locked : MSG.forbidden);
      const at = this.es.now().getTime();
      if (change.type === 'delete') return [{ type: 'DeleteMessage', by: actor.userId, at }];
      const attachments = await this.content.attachments(actor, change.body.attachments, message.attachments);
      return [{ type: 'EditMessage', message: html, attachments, by: actor.userId, at }];
    }, ctx);
    await this.es.readYourWrites(decided.position, ['community']);
    if (change.type === 'delete') return { success: true };
    const message = await this.reader.message(messageId);
    if (!message) throw new DomainError('not_found', THREAD_MSG.messageNotFound);
    return message;
  }
}
