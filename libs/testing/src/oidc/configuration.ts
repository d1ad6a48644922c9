import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { ClientMetadata, Configuration, FindAccount, JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { ProviderAccount } from './accounts.js';
import { memoryAdapter } from './memory-adapter.js';
import { errorPage, logoutPage, signedOutPage } from './pages.js';

export const TEST_CLIENT_ID = 'cytocampus';
export const TEST_CLIENT_SECRET = 'cytocampus-test-secret';
/** What the test provider grants without a consent page; CytoCampus asks for exactly these. */
export const GRANTED_SCOPES = 'openid email profile';

/** CytoCampus at `appUrl` as a confidential client: the code flow only, the secret in the Authorization header. */
export const cytocampusClient = (appUrl: string): ClientMetadata => ({
  client_id: TEST_CLIENT_ID,
  client_secret: TEST_CLIENT_SECRET,
  redirect_uris: [`${appUrl}/sso/callback`],
  post_logout_redirect_uris: [`${appUrl}/login`],
  token_endpoint_auth_method: 'client_secret_basic',
  response_types: ['code'],
  grant_types: ['authorization_code'],
});

/** A fresh RS256 key per start (the clients' default ID token algorithm): no key is ever shared between runs. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

const findAccountIn =
  (accounts: readonly ProviderAccount[]): FindAccount =>
  (_ctx, sub) => {
    const account = accounts.find((a) => a.accountId === sub);
    return account && { accountId: account.accountId, claims: () => ({ sub: account.accountId, ...account.claims }) };
  };

/** Every client of the test provider is first party: the scopes are granted at once, so no consent page. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const clientId = ctx.oidc.client!.clientId;
  const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
  if (grantId) return Grant.find(grantId);
  const accountId = ctx.oidc.session?.accountId;
  if (!accountId) return undefined;
  const grant = new Grant({ clientId, accountId });
  grant.addOIDCScope(GRANTED_SCOPES);
  await grant.save();
  return grant;
}

export function providerConfiguration(clients: ClientMetadata[], accounts: readonly ProviderAccount[]): Configuration {
  return {
    clients,
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // `upn` travels with `profile`, as Entra ID sends it without a scope of its own: CytoCampus asks only for GRANTED_SCOPES.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'upn'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => void (ctx.body = logoutPage(form)),
        postLogoutSuccessSource: (ctx) => void (ctx.body = signedOutPage()),
      },
    },
    findAccount: findAccountIn(accounts),
    loadExistingGrant: grantWithoutConsent,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
    // Short lives, set explicitly (the defaults log a notice each).
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // Only servers talk to the provider's endpoints; no browser script does.
    clientBasedCORS: () => false,
  };
}
