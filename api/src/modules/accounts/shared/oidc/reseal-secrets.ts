import { identityProviderDecider, identityProviderStream, type SealedSecret } from '@cytocampus/domain';
import { identityProviderIds } from '@cytocampus/projections';
import { systemContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Infrastructure } from '../../../../infra/infrastructure.js';
import { clientSecretAad, sealClientSecret } from './client-secret.js';

/** One provider whose secret was sealed again: which key it left for which. */
export interface Resealed {
  providerId: string;
  name: string;
  fromKeyId: string;
  toKeyId: string;
}

/**
 * Key rotation (docs/adr/0041): every identity provider's client secret sealed with a key other
 * than the first of DATA_ENCRYPTION_KEYS is opened and sealed again with the first, appended as
 * IdentityProviderSecretSet {reason: 'resealed'} (the event a changed secret makes, which every
 * projection already applies). A secret already under the first key appends nothing, so a second
 * run is a no-op. Each secret is read from its provider's stream, not from the read model, so a
 * lagging projection cannot make it reseal a stale value.
 */
export async function resealIdentityProviderSecrets(
  infra: Pick<Infrastructure, 'sql' | 'store' | 'checkpoints' | 'clock' | 'logger' | 'sealer'>,
): Promise<Resealed[]> {
  const es = new EventSourcing(infra.store, infra.checkpoints, infra.clock, infra.logger);
  const { sealer } = infra;
  const resealed: Resealed[] = [];
  for (const providerId of await identityProviderIds(infra.sql)) {
    let before: SealedSecret | null = null;
    const { events, state } = await es.aggregate(identityProviderStream(providerId), identityProviderDecider).execute((provider) => {
      before = provider.clientSecret;
      if (!provider.exists || before === null || !sealer.needsReseal(before)) return [];
      const clientSecret = sealClientSecret(sealer, providerId, sealer.open(before, clientSecretAad(providerId)));
      return [{ type: 'SetIdentityProviderSecret', clientSecret, reason: 'resealed' }];
    }, systemContext());
    if (events.length > 0 && before !== null)
      resealed.push({ providerId, name: state.settings?.name ?? providerId, fromKeyId: sealer.keyIdOf(before), toKeyId: sealer.sealingKeyId });
  }
  return resealed;
}
