import { eventStoreContract } from '../contract/event-store.contract.js';
import { pgliteHarness } from '../contract/postgres-harness.js';

// PGlite in this process (one connection: the held transaction serializes everything behind it).
eventStoreContract('PostgreSQL via PGlite', pgliteHarness);
