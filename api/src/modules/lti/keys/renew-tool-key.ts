import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Infrastructure } from '../../../infra/infrastructure.js';
import { ToolKeys } from './tool-keys.js';

/** `npm run secrets:reseal`'s part for LTI (docs/adr/0042): a new signing key when the current one is sealed with an older data key. */
export function renewLtiToolKey(infra: Pick<Infrastructure, 'sql' | 'store' | 'checkpoints' | 'clock' | 'logger' | 'sealer'>) {
  const es = new EventSourcing(infra.store, infra.checkpoints, infra.clock, infra.logger);
  return new ToolKeys(es, infra.sql, infra.sealer).renewIfSealedWithOldKey(systemContext());
}
