import { eventStoreContract } from '../contract/event-store.contract.js';
import { realPostgresHarness } from '../contract/postgres-harness.js';

// Real PostgreSQL through node-postgres, a fresh database for this file.
eventStoreContract('PostgreSQL via pg', realPostgresHarness);
