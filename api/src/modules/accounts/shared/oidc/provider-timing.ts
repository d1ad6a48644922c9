import { AsyncLocalStorage } from 'node:async_hooks';
import type * as oidc from 'openid-client';

/**
 * How long a sign-in request waited for the provider, by endpoint, for its `Server-Timing` header
 * (docs/adr/0041): the bench subtracts the provider's share from the total to measure our own
 * work, and an operator sees at once whether a slow sign-in is the provider's. The timed fetch is
 * set on configurations shared by every request, so each request's figures live in its async context.
 */

/** The provider's endpoints as Server-Timing names. */
export type ProviderCall = 'idp-discovery' | 'idp-token' | 'idp-keys' | 'idp-userinfo' | 'idp-other';

const requests = new AsyncLocalStorage<Map<ProviderCall, number>>();

/** A fetch that adds its time to the current request's figure for the endpoint it calls; `callOf` names it from its URL. */
export function timedFetch(callOf: (url: string) => ProviderCall): oidc.CustomFetch {
  return async (url, options) => {
    const started = performance.now();
    try {
      return await fetch(url, options);
    } finally {
      const figures = requests.getStore();
      const call = callOf(url);
      figures?.set(call, (figures.get(call) ?? 0) + performance.now() - started);
    }
  };
}

/** Names the calls of a discovered provider by its metadata's endpoints. */
export function callsOf(metadata: oidc.ServerMetadata): (url: string) => ProviderCall {
  const path = (url: string) => url.split('?')[0];
  return (url) => {
    if (path(url) === metadata.token_endpoint) return 'idp-token';
    if (path(url) === metadata.jwks_uri) return 'idp-keys';
    if (path(url) === metadata.userinfo_endpoint) return 'idp-userinfo';
    return 'idp-other';
  };
}

/** Runs `work` with its provider calls timed; `header` answers the Server-Timing value so far: each call's share, then the total. */
export async function withProviderTiming<T>(work: (header: () => string) => Promise<T>): Promise<T> {
  const figures = new Map<ProviderCall, number>();
  const started = performance.now();
  const header = () =>
    [...[...figures].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`), `total;dur=${(performance.now() - started).toFixed(1)}`].join(', ');
  return requests.run(figures, () => work(header));
}
