import 'reflect-metadata';
import { loadConfig } from './infra/config.js';
import { openInfrastructure } from './infra/infrastructure.js';
import { createLogger } from './infra/logger.js';
import { resealIdentityProviderSecrets } from './modules/accounts/index.js';

/**
 * `npm run secrets:reseal` (docs/adr/0041): after a new key is put first in DATA_ENCRYPTION_KEYS,
 * seals the secrets kept at rest again with it, so that the old key can then be dropped. Same
 * environment as the API (DATABASE_URL, DATA_DIR); with the embedded default, stop the product
 * first (PGlite is opened by one process at a time). Running it again appends nothing.
 */
const config = loadConfig();
const infra = await openInfrastructure(config, createLogger());
try {
  const resealed = await resealIdentityProviderSecrets(infra);
  const lines =
    resealed.length === 0
      ? [`Nothing to reseal: every identity provider's client secret is sealed with key ${infra.sealer.sealingKeyId}, the first of the keys.`]
      : [
          `Resealed ${resealed.length} identity provider client secret(s) with key ${infra.sealer.sealingKeyId}:`,
          ...resealed.map((r) => `  ${r.name} (${r.providerId}): was sealed with key ${r.fromKeyId}`),
          'Once every API process runs with the new key first, the old key can be dropped from DATA_ENCRYPTION_KEYS.',
        ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await infra.close();
}
