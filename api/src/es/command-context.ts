import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@cytocampus/event-store';
import type { Principal } from '../auth/principal.js';

/** Who issued a command and within which request; becomes the metadata of every event it causes. */
export interface CommandContext {
  actorId: string | null;
  orgId: string | null;
  correlationId: string;
  causationId: string | null;
}

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({
  actorId: null,
  orgId: null,
  correlationId,
  causationId: null,
});

export const actorContext = (actor: Principal | null, correlationId: string = randomUUID()): CommandContext => ({
  actorId: actor?.userId ?? null,
  orgId: actor?.orgId ?? null,
  correlationId,
  causationId: null,
});

export const metadataFor = (ctx: CommandContext, occurredAt: Date): EventMetadata => ({
  occurredAt: occurredAt.toISOString(),
  actorId: ctx.actorId,
  orgId: ctx.orgId,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId,
});
