import type { IdentityProviderRequest } from '@cytocampus/contracts';
import { startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestProvider } from '@cytocampus/testing/oidc';
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

/** A test server with PUBLIC_URL set, and the test provider whose client returns to it. */
export async function startSsoServer(env: Record<string, string> = {}): Promise<SsoServer> {
  const t = await startTestServer({ env: { PUBLIC_URL: SSO_PUBLIC_URL, ...env } });
  try {
    const provider = await startTestProvider({ appUrl: SSO_PUBLIC_URL });
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

/** A valid provider for POST …/identity-providers, as the test provider registers CytoCampus; override what a test is about. */
export const providerRequest = (issuer: string, overrides: Partial<IdentityProviderRequest> = {}): IdentityProviderRequest => ({
  name: 'Laboratory ID',
  issuer,
  clientId: TEST_CLIENT_ID,
  clientSecret: TEST_CLIENT_SECRET,
  emailClaim: 'email',
  allowedDomains: ['lab.test'],
  defaultRole: 'cytotechnologist',
  defaultGroupId: null,
  defaultCurriculum: null,
  enabled: true,
  ...overrides,
});
