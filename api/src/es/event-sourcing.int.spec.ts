import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Decider, DomainEvent } from '@cytocampus/domain';
import { createMemoryPgliteClient, PostgresEventStore, WrongExpectedRevisionError, type SqlClient } from '@cytocampus/event-store';
import type { CheckpointWatcher } from '@cytocampus/projections';
import { systemClock } from '../infra/clock.js';
import { createLogger } from '../infra/logger.js';
import { metadataFor, systemContext } from './command-context.js';
import { DECIDE_ATTEMPTS, EventSourcing } from './event-sourcing.service.js';

type Added = DomainEvent<'Added', { by: string }>;
const counter: Decider<{ type: 'Add'; by: string }, Added, number> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command) => [{ type: 'Added', data: { by: command.by } }],
};

let sql: SqlClient;
let store: PostgresEventStore;
let es: EventSourcing;

beforeAll(async () => {
  sql = await createMemoryPgliteClient();
  store = new PostgresEventStore(sql, { pollIntervalMs: 50 });
  await store.migrate();
  // execute never waits for read models: no checkpoints are asked for.
  es = new EventSourcing(store, {} as CheckpointWatcher, systemClock, createLogger('silent'));
});

afterAll(async () => {
  await store.close();
  await sql.close();
});

/** Runs one user's Add while another writer appends to the same stream `interruptions` times first. */
async function addInterrupted(stream: string, interruptions: number): Promise<number> {
  let calls = 0;
  const decided = await es.aggregate(stream, counter).execute(async () => {
    if (calls++ < interruptions) {
      const others = await es.aggregate(stream, counter).load();
      await store.appendToStream(stream, [{ id: randomUUID(), type: 'Added', data: { by: 'worker' }, metadata: metadataFor(systemContext(), new Date()) }], {
        expectedRevision: others.revision,
      });
    }
    return [{ type: 'Add', by: 'user' }];
  }, systemContext());
  return decided.state;
}

describe('a command after concurrent writes (EventSourcing.execute)', () => {
  it('lands after the two writes of a report generation that came in while its author deleted it', async () => {
    expect(await addInterrupted('counter-a', 2)).toBe(3);
  });

  it('decides again on the newer state each time, up to the bound', async () => {
    expect(await addInterrupted('counter-c', DECIDE_ATTEMPTS - 1)).toBe(DECIDE_ATTEMPTS);
  });

  it('answers the conflict once every attempt was overtaken', async () => {
    await expect(addInterrupted('counter-b', DECIDE_ATTEMPTS)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    const after = await es.aggregate('counter-b', counter).load();
    expect(after.state).toBe(DECIDE_ATTEMPTS); // the other writer's events only: the user's changed nothing
  });
});
