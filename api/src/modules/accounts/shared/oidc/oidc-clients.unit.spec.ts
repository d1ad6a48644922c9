import { describe, expect, it } from '@jest/globals';
import { OIDC_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { loadConfig } from '../../../../infra/config.js';
import type { Logger } from '../../../../infra/logger.js';
import { Sealer } from '../../../../infra/sealed-secrets.js';
import { issuerAllowed, OidcClients } from './oidc-clients.js';

const allowed = (issuer: string, allowHttpIssuers: boolean): boolean => issuerAllowed(new URL(issuer), allowHttpIssuers);

describe('identity provider issuers', () => {
  it('take https anywhere, and http only of this machine where the configuration allows it', () => {
    for (const issuer of ['https://login.microsoftonline.com/tenant/v2.0', 'https://127.0.0.1:8443'])
      expect([allowed(issuer, false), allowed(issuer, true)]).toEqual([true, true]);
    for (const issuer of ['http://localhost:4000', 'http://127.0.0.2:4000', 'http://127.255.0.1', 'http://[::1]:4000'])
      expect([allowed(issuer, false), allowed(issuer, true)]).toEqual([false, true]);
    for (const issuer of ['http://id.lab.example', 'http://10.0.0.1', 'http://127.0.0.1.nip.io', 'http://localhost.lab.example', 'ftp://127.0.0.1'])
      expect(allowed(issuer, true)).toBe(false);
  });

  it('refuses an issuer it does not take on `issuer`, before asking anything over the network', async () => {
    const logger = { info: () => undefined } as unknown as Logger;
    const clients = new OidcClients({ ...loadConfig({ NODE_ENV: 'production' }) }, logger, new Sealer([Buffer.alloc(32, 1)]));
    const refusal = await clients.discover('http://127.0.0.1:1', 'cytocampus').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid', message: OIDC_MSG.issuerInsecure, field: 'issuer' });
  });
});
