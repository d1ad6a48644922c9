import { positionToString } from '@cytocampus/event-store';
import { openEnvironment } from './environment.js';
import { READ_MODELS } from './read-models/index.js';
import { rebuildProjection } from './runner/rebuild.js';

/**
 * `npm run projections:rebuild [name…]`: rebuilds read models from zero into shadow tables and
 * swaps them in; the running worker keeps serving the old tables until the swap. With the
 * embedded default, stop the product first (PGlite is opened by one process at a time).
 */
const names = process.argv.slice(2);
const unknown = names.filter((n) => !READ_MODELS.some((p) => p.name === n));
if (unknown.length > 0) {
  process.stderr.write(`Unknown read model(s): ${unknown.join(', ')}. Known: ${READ_MODELS.map((p) => p.name).join(', ')}\n`);
  process.exit(2);
}
const env = await openEnvironment();
for (const projection of READ_MODELS.filter((p) => names.length === 0 || names.includes(p.name))) {
  const started = performance.now();
  let lastReport = 0;
  const result = await rebuildProjection({
    sql: env.sql,
    store: env.store,
    projection,
    onProgress: ({ events }) => {
      if (performance.now() - lastReport < 500) return;
      lastReport = performance.now();
      process.stderr.write(`\r  ${projection.name}: ${events} events replayed`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(
    `\r  ${projection.name}: ${result.events} events in ${seconds.toFixed(1)} s (${Math.round(result.events / Math.max(seconds, 0.001))}/s), at ${positionToString(result.position)}\n`,
  );
  for (const { event, error } of result.parked)
    process.stderr.write(`  ${projection.name}: PARKED ${event.type} ${event.id} (stream ${event.streamId}): ${error}\n`);
}
await env.close();
