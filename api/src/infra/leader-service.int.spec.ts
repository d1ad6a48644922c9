/**
 * LeaderService on real PostgreSQL: the lifecycle every background service shares (the loop starts
 * on bootstrap where the service runs, leads before its first pass, and stops on shutdown).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { createLogger } from './logger.js';
import { LeaderService } from './leader-service.js';

const LOCK = { key: 0x6363_7465_7376, name: 'leader service test' };
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Counting extends LeaderService {
  readonly ran: string[] = [];

  constructor(
    sql: SqlClient,
    private readonly enabled: boolean,
  ) {
    super(sql, logger, { lock: LOCK, restMs: 60_000 });
  }

  protected override runs(): boolean {
    return this.enabled;
  }

  protected override onLead(): Promise<void> {
    this.ran.push('lead');
    return Promise.resolve();
  }

  protected override pass(): Promise<boolean> {
    this.ran.push(this.stopped ? 'pass while stopping' : 'pass');
    return Promise.resolve(false);
  }
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => db.drop());

describe('LeaderService', () => {
  it('starts its loop on bootstrap: leads once, then passes on nextPass and nudge; stops on shutdown', async () => {
    const service = new Counting(db.sql, true);
    service.onApplicationBootstrap();
    await service.nextPass();
    expect(service.ran).toEqual(['lead', 'pass']);
    // Resting a minute from there on: a nudge ends the rest.
    service.nudge();
    await sleep(100);
    expect(service.ran).toEqual(['lead', 'pass', 'pass']);
    await service.onApplicationShutdown();
    // Stopped: nextPass answers at once and no pass runs any more.
    service.nudge();
    await service.nextPass();
    expect(service.ran).toEqual(['lead', 'pass', 'pass']);
  });

  it('does not start where it does not run: nextPass answers at once', async () => {
    const service = new Counting(db.sql, false);
    service.onApplicationBootstrap();
    await service.nextPass();
    expect(service.ran).toEqual([]);
    await service.onApplicationShutdown();
  });
});
