import 'reflect-metadata';
import { loadConfig } from './infra/config.js';
import { openInfrastructure } from './infra/infrastructure.js';
import { createLogger } from './infra/logger.js';
import { resealIdentityProviderSecrets } from './modules/accounts/index.js';
import { renewLtiToolKey } from './modules/lti/index.js';

/**
 * `npm run secrets:reseal` (docs/adr/0041): after a new key is put first in DATA_ENCRYPTION_KEYS,
 * seals the secrets kept at rest again with it, so that the old key can then be dropped. Same
 * environment as the API (DATABASE_URL, DATA_DIR); with the embedded default, stop the product
 * first (PGlite is opened by one process at a time). Running it again appends nothing. The LTI
 * tool's signing key, whose private half is sealed too, is replaced by a new one (docs/adr/0042).
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
  const renewed = await renewLtiToolKey(infra);
  if (renewed)
    lines.push(
      `Added LTI tool key ${renewed.toKid}, sealed with key ${infra.sealer.sealingKeyId}: the signing key ${renewed.fromKid} was sealed with key ${renewed.sealedWith}.`,
      'Retire the old LTI key (Learning platforms page) once the platforms have fetched the new key set.',
    );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await infra.close();
}
