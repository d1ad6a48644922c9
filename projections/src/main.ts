import { openEnvironment } from './environment.js';
import { READ_MODELS } from './read-models/index.js';
import { ProjectionRunner } from './runner/projection-runner.js';

/**
 * The projections worker on its own (`npm run start:projections`, with DATABASE_URL). Start two:
 * one is active, the other stands by on the leader lock and takes over if the first dies.
 */
const env = await openEnvironment();
const runner = new ProjectionRunner({ sql: env.sql, store: env.store, projections: READ_MODELS, logger: env.logger });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void runner
      .stop()
      .then(() => env.close())
      .then(() => process.exit(0));
  });
}
await runner.start();
env.logger.info({ readModels: READ_MODELS.map((p) => p.name) }, 'projections worker following the event store');
