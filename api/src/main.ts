import 'reflect-metadata';
import { PRODUCT_NAME, ROLE_LABEL } from '@cytocampus/contracts';
import { loadConfig } from './infra/config.js';
import { createLogger } from './infra/logger.js';
import { DEMO_READY_MINUTES, demoSlideCount } from './seed/demo-content/seed-versions.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.js';
import { createServer } from './server.js';

const config = loadConfig();
const logger = createLogger();
const server = await createServer(config, { logger });
// A port already taken: what the start opened is closed, so that the error ends the process.
await server.app.listen(config.port, config.host).catch(async (error: unknown) => {
  await server.close();
  throw error;
});

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const lines = [
  '',
  `  ${PRODUCT_NAME} is running at ${config.publicUrl}`,
  `  Data: ${where}; events: ${config.eventstoreUrl ? 'EventStoreDB' : 'PostgreSQL event store'}; projections ${config.runProjections ? 'in this process' : 'in their own worker'}.`,
  `  Mail: ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox (reset links are also logged)`}.`,
];
if (config.seedDemo && config.allowDemoAccounts) {
  lines.push(`  Sign in with a demo account (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${ROLE_LABEL[account.role]}`);
}
if (config.seedDemo && config.seedDemoContent) {
  const minutes = config.seedDemoLibrary ? DEMO_READY_MINUTES.library : DEMO_READY_MINUTES.courses;
  lines.push(
    `  Demo slides: ${demoSlideCount(config.seedDemoLibrary)} made in the background, the courses' first; all ready about ${minutes} min after a first start (2 cores).`,
    '  Watch them in Content > Slides: the bar at the top counts the images ready.',
  );
}
process.stdout.write(`${lines.join('\n')}\n\n`);

// A deploy's stop: no new request or socket (the balancer sends them to another process), those in
// progress answered, then the hooks and pools closed (docs/adr/0039).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down: draining requests and sockets');
    void server
      .drain()
      .then(() => server.close())
      .then(() => process.exit(0));
  });
}
