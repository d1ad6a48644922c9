import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { DEFAULT_PROVIDER_ACCOUNTS, type ProviderAccount } from './accounts.js';
import { cytocampusClient, providerConfiguration } from './configuration.js';
import { interactionHandler } from './interactions.js';

export interface TestProviderOptions {
  /**
   * 127.0.0.2 by default: another site than the product's 127.0.0.1, so a browser test is truly
   * cross-site (Linux routes all of 127/8). OIDC_TEST_HOST overrides it where that address is missing.
   */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** The CytoCampus web origin the default client returns to (`/sso/callback`, `/login`). */
  appUrl: string;
  /** The registered clients; by default CytoCampus at `appUrl`. */
  clients?: ClientMetadata[];
  accounts?: readonly ProviderAccount[];
}

export interface TestProvider {
  /** `http://<host>:<port>`: discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
}

/** A real, certified OpenID provider (oidc-provider) with our login page, in this process. */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const { host = process.env.OIDC_TEST_HOST ?? '127.0.0.2', port = 0, appUrl } = options;
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  // The issuer names the port, so the provider is made once the server listens.
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const accounts = options.accounts ?? DEFAULT_PROVIDER_ACCOUNTS;
  const provider = new Provider(issuer, providerConfiguration(options.clients ?? [cytocampusClient(appUrl)], accounts));
  const providerRoutes = provider.callback();
  const interactions = interactionHandler(provider, accounts);
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) void interactions(req, res);
    else void providerRoutes(req, res);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
}
