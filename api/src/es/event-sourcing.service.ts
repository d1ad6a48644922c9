import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MSG } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '@cytocampus/domain';
import { positionToString, WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type Position } from '@cytocampus/event-store';
import type { CheckpointWatcher, ReadModelName } from '@cytocampus/projections';
import { ApiException } from '../http/api-exception.js';
import type { Clock } from '../infra/clock.js';
import type { Logger } from '../infra/logger.js';
import { CHECKPOINTS, CLOCK, EVENT_STORE, LOGGER } from '../infra/tokens.js';
import { metadataFor, type CommandContext } from './command-context.js';

export interface Loaded<S> {
  state: S;
  /** Expected revision for the next append. */
  revision: ExpectedRevision;
}

export interface Decided<S, E> {
  state: S;
  events: E[];
  /** Where the last appended event landed; null when the command changed nothing. */
  position: Position | null;
}

/** One stream seen through its decider. */
export interface Aggregate<C, E, S> {
  load(): Promise<Loaded<S>>;
  /**
   * Runs `commandsFor(state)` through the decider (several commands fold into one append) and
   * appends the events with the expected revision. After a concurrent write it reloads and runs
   * `commandsFor` again, so checks that depend on the state are redone, up to DECIDE_ATTEMPTS times
   * in all; then it answers 409.
   */
  execute(commandsFor: (state: S) => C[] | Promise<C[]>, ctx: CommandContext): Promise<Decided<S, E>>;
}

/**
 * Decisions tried before a concurrent write answers 409. A background writer may append twice in a row
 * (a report's generation started, then done) while a user's command loads: the user's must still land.
 */
export const DECIDE_ATTEMPTS = 4;

/** Bounded wait for the read models (the guide's read-your-writes). */
const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/** The one way commands change state: load, fold, decide, append with the expected revision. */
@Injectable()
export class EventSourcing {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CHECKPOINTS) private readonly checkpoints: CheckpointWatcher,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  aggregate<C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>): Aggregate<C, E, S> {
    const load = async (): Promise<Loaded<S>> => {
      let state = decider.initialState();
      let revision: ExpectedRevision = 'no_stream';
      for await (const event of this.store.readStream(stream)) {
        state = decider.evolve(state, { type: event.type, data: event.data } as E);
        revision = event.revision;
      }
      return { state, revision };
    };
    const execute = async (commandsFor: (state: S) => C[] | Promise<C[]>, ctx: CommandContext): Promise<Decided<S, E>> => {
      for (let attempt = 1; ; attempt++) {
        const loaded = await load();
        let state = loaded.state;
        const events: E[] = [];
        for (const command of await commandsFor(loaded.state)) {
          const decided = decider.decide(command, state);
          for (const event of decided) state = decider.evolve(state, event);
          events.push(...decided);
        }
        if (events.length === 0) return { state, events, position: null };
        const metadata = metadataFor(ctx, this.clock.now());
        try {
          const result = await this.store.appendToStream(
            stream,
            events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
            { expectedRevision: loaded.revision },
          );
          return { state, events, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError) || attempt >= DECIDE_ATTEMPTS) throw error;
          this.logger.debug({ stream }, 'concurrent write; deciding again');
        }
      }
    };
    return { load, execute };
  }

  /**
   * Appends events that no decider guards (a review's activity) with ids the caller derives, so a
   * resent batch finds its first append and records nothing twice. A reused id that carries other
   * events is refused by the store.
   */
  async record(stream: string, events: readonly (DomainEvent & { id: string })[], ctx: CommandContext): Promise<Position> {
    const metadata = metadataFor(ctx, this.clock.now());
    const result = await this.store.appendToStream(
      stream,
      events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata })),
      { expectedRevision: 'any' },
    );
    return result.position;
  }

  /**
   * Waits until the named read models include `position` (no-op for null). A read model that parked
   * an event of that append will never show it: the caller gets an error saying so, not the old row
   * (or a "not found") as if nothing had happened. Neither does a wait that times out: the change is
   * stored, but answering from read models that lack it would show the old state as if it were new.
   * A caller that answers from the aggregate (`answersFromAggregate`) waits only so that what is read
   * next shows the change: for it a late read model is logged, not refused (it catches up, and the
   * screens that read it are live), since refusing would tell the user a stored change had failed.
   */
  async readYourWrites(position: Position | null, readModels: readonly ReadModelName[], options: { answersFromAggregate?: boolean } = {}): Promise<void> {
    if (!position) return;
    const outcome = await this.checkpoints.waitFor(position, readModels, READ_YOUR_WRITES_TIMEOUT_MS);
    if (outcome.kind === 'timeout' && options.answersFromAggregate) {
      this.logger.warn(
        { readModels: outcome.behind, position: positionToString(position) },
        'read models did not catch up in time; answered from the aggregate',
      );
      return;
    }
    if (outcome.kind === 'timeout') {
      this.logger.error({ readModels: outcome.behind, position: positionToString(position) }, 'read models did not catch up in time');
      throw new ApiException(503, MSG.changeNotYetVisible);
    }
    if (outcome.kind === 'parked') {
      this.logger.error({ readModels: outcome.readModels, position: positionToString(position) }, 'a read model parked an event of this command');
      throw new ApiException(500, MSG.changeNotApplied);
    }
  }
}
