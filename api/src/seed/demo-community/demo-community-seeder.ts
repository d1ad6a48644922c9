import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { messageDecider, messageStream, threadDecider, threadStream } from '@cytocampus/domain';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@cytocampus/event-store';
import { metadataFor, systemContext, type CommandContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import { sanitizeRichText } from '../../http/rich-text.js';
import { EVENT_STORE } from '../../infra/tokens.js';
import { DEMO_THREADS, type DemoThread } from './demo-threads.js';

const SEED_STREAM = 'seed-demo-community';
const MINUTE = 60_000;

/**
 * Writes the demo community (DEMO_THREADS) once, through the thread and message deciders as the
 * community commands do, on installations seeded before it existed too. Every step writes only what
 * is missing (a thread or message that exists, even deleted since, is left alone), so an
 * interrupted seed completes on the next start.
 */
@Injectable()
export class DemoCommunitySeeder {
  constructor(
    private readonly es: EventSourcing,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Seeds unless already done; true when this call did it. Answers the position of the last append, for callers that read it back. */
  async seedOnce(): Promise<{ seeded: boolean; position: Position | null }> {
    for await (const _event of this.store.readStream(SEED_STREAM, { maxCount: 1 })) return { seeded: false, position: null };
    const ctx = systemContext();
    const now = this.es.now().getTime();
    let last: Position | null = null;
    for (const thread of DEMO_THREADS) last = (await this.thread(thread, now, ctx)) ?? last;
    await this.markSeeded(ctx);
    return { seeded: true, position: last };
  }

  private async thread(demo: DemoThread, now: number, ctx: CommandContext): Promise<Position | null> {
    const startedAt = now - (demo.messages[0]?.minutesAgo ?? 0) * MINUTE;
    const { threadId, kind, ref, userIds, title, createdBy } = demo;
    const started = await this.es
      .aggregate(threadStream(threadId), threadDecider)
      .execute(
        (s) =>
          s.thread
            ? []
            : [
                { type: 'StartThread', threadId, kind, ref, userIds, title, createdBy, startedAt },
                ...(demo.sticky ? [{ type: 'MakeThreadSticky' as const, sticky: true, by: createdBy, at: startedAt }] : []),
              ],
        ctx,
      );
    let last = started.position;
    for (const m of demo.messages) {
      const posted = await this.es.aggregate(messageStream(m.messageId), messageDecider).execute(
        (s) =>
          s.message
            ? []
            : [
                {
                  type: 'PostMessage',
                  messageId: m.messageId,
                  threadId,
                  userId: m.userId,
                  message: sanitizeRichText(m.message),
                  attachments: [],
                  ts: now - m.minutesAgo * MINUTE,
                },
              ],
        ctx,
      );
      last = posted.position ?? last;
    }
    return last;
  }

  private async markSeeded(ctx: CommandContext): Promise<void> {
    try {
      await this.store.appendToStream(
        SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoCommunitySeeded', data: { threads: DEMO_THREADS.length }, metadata: metadataFor(ctx, this.es.now()) }],
        {
          expectedRevision: 'no_stream',
        },
      );
    } catch (error) {
      // Another API process starting at the same time finished the same (idempotent) seed first.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
