import type request from 'supertest';
import { API_PREFIX, SSO_ROUTES, type ProviderAuthorization } from '@cytocampus/contracts';
import { signInAtProvider, startTestProvider, type ProviderAccount, type TestProvider } from '@cytocampus/testing/oidc';
import type { Clock } from '../../../infra/clock.js';
import type { TestClient } from '../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

/**
 * The web origin of single sign-on specs (docs/adr/0041): the redirect URI the test provider
 * registers is built from it, so it is set explicitly rather than the test server's `localhost:0`.
 */
export const SSO_PUBLIC_URL = 'http://127.0.0.1:3999';

export interface SsoServer {
  t: TestServer;
  /** The laboratory's OpenID provider (oidc-provider, in this process). */
  provider: TestProvider;
  close(): Promise<void>;
}

/** A test server with PUBLIC_URL set, and the test provider whose client returns to it (with its default accounts unless `accounts`). */
export async function startSsoServer(
  env: Record<string, string> = {},
  options: { accounts?: readonly ProviderAccount[]; clock?: Clock } = {},
): Promise<SsoServer> {
  const t = await startTestServer({ env: { PUBLIC_URL: SSO_PUBLIC_URL, ...env }, clock: options.clock });
  try {
    const provider = await startTestProvider({ appUrl: SSO_PUBLIC_URL, accounts: options.accounts });
    return {
      t,
      provider,
      close: async () => {
        await provider.close();
        await t.close();
      },
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The test provider's registration (it lives with the provider, for the bench and the browser specs too). */
export { providerRequest } from '@cytocampus/testing/oidc';

/** POST /auth/oidc/start for `providerId`: the authorization URL (the client now holds the flow cookie). */
export async function startAt(client: TestClient, providerId: string, body: { returnTo?: string; email?: string } = {}): Promise<string> {
  const res = await client.post(`${API_PREFIX}${SSO_ROUTES.start}`, { providerId, ...body });
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: ProviderAuthorization }).data.authorizationUrl;
}

/** POST /auth/oidc/callback with the query the provider sent to our callback page. */
export const callback = (client: TestClient, query: string): Promise<request.Response> => client.post(`${API_PREFIX}${SSO_ROUTES.callback}`, { query });

/** A whole sign-in as the web page makes it: start, the provider's login form as `account`, then the callback's answer. */
export async function signInThroughProvider(client: TestClient, providerId: string, account: ProviderAccount): Promise<request.Response> {
  const query = await signInAtProvider(await startAt(client, providerId), { email: account.login, password: account.password });
  return callback(client, query);
}
