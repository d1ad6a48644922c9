/**
 * Sign-in through an identity provider (docs/adr/0041): our own server time of `POST /auth/oidc/start`
 * and `POST /auth/oidc/callback`, the provider's share taken out. The callback names in its
 * Server-Timing header how long it waited for the provider (idp-token, idp-keys, idp-userinfo,
 * idp-discovery) and its total; our time is the difference. The test provider (oidc-provider)
 * runs in this process, so its pages and token endpoint do not share the API's core.
 *
 * One person (a linked account after the first, which makes it) signs in again and again, one at
 * a time, each time from a new browser: start, the provider's page (its session kept, so no form),
 * callback. Baseline in the same run: a password sign-in (POST /login) of a demo account, as the
 * client sees it, the sign-in a provider replaces.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CookieJar, PROVIDER_ACCOUNTS, providerRequest, signInAtProvider, startTestProvider } from '@cytocampus/testing/oidc';
import { csrfHeader, signIn } from './lib/api-process.js';
import { startBenchApi } from './lib/bench-api.js';
import { figureWriter, log, percentile, sorted } from './lib/figures.js';

const WARM_UPS = 10;
const RUNS = 200;
/** The web origin the provider returns to; never visited (the walk stops where the provider sends the browser back). */
const APP_URL = 'http://127.0.0.1:3999';

const figure = figureWriter('provider-sign-in');

/** Our share of a request: its Server-Timing total less every idp-* entry. */
function ourShare(serverTiming: string | null): { ours: number; provider: number } {
  const entries = (serverTiming ?? '').split(', ').map((entry) => /^([\w-]+);dur=([\d.]+)$/.exec(entry));
  if (entries.some((e) => !e)) throw new Error(`no Server-Timing to read: ${serverTiming}`);
  const total = Number(entries.find((e) => e![1] === 'total')![2]);
  const provider = entries.filter((e) => e![1]!.startsWith('idp-')).reduce((sum, e) => sum + Number(e![2]), 0);
  return { ours: total - provider, provider };
}

/**
 * A browser at the API from an address of its own (the per-address budgets of sign-in would stop one
 * address after 30 sign-ins; X-Forwarded-For is trusted from loopback): cookies kept by path, the
 * CSRF header sent with every POST.
 */
async function browser(base: string, address: number) {
  const jar = new CookieJar();
  jar.store(await fetch(`${base}/health`));
  const forwardedFor = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return async (path: string, body: unknown) => {
    const url = new URL(`${base}${path}`);
    const cookie = jar.header(url) ?? '';
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, cookie, ...csrfHeader(cookie) };
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    jar.store(res);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return { data: ((await res.json()) as { data: Record<string, unknown> }).data, timing: res.headers.get('server-timing') };
  };
}

const provider = await startTestProvider({ appUrl: APP_URL });
log(`test provider at ${provider.issuer}`);
const api = await startBenchApi('provider-sign-in', { SEED_DEMO: '1', SEED_DEMO_CONTENT: '0', PUBLIC_URL: APP_URL });
log(`API at ${api.base}`);
try {
  const superUser = await signIn(api.base, 'super@cytocampus.test');
  const learner = await signIn(api.base, 'learner@cytocampus.test');
  const { orgId } = ((await (await fetch(`${api.base}/user`, { headers: { cookie: learner } })).json()) as { data: { orgId: string } }).data;
  const added = await fetch(`${api.base}/organizations/${orgId}/identity-providers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: superUser, ...csrfHeader(superUser) },
    body: JSON.stringify(providerRequest(provider.issuer)),
  });
  if (added.status !== 200) throw new Error(`adding the provider: ${added.status} ${await added.text()}`);
  const providerId = ((await added.json()) as { data: { id: string } }).data.id;

  const { ada } = PROVIDER_ACCOUNTS;
  const atProvider = new CookieJar();
  const start = { ours: [] as number[] };
  const callback = { ours: [] as number[], provider: [] as number[] };
  const password: number[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i += 1) {
    const post = await browser(api.base, 2 * i);
    const started = await post('/auth/oidc/start', { providerId });
    const query = await signInAtProvider(started.data.authorizationUrl as string, { email: ada.login, password: ada.password }, atProvider);
    const done = await post('/auth/oidc/callback', { query });
    if (done.data.status !== 'signedIn') throw new Error(`callback: ${JSON.stringify(done.data)}`);
    // The baseline, interleaved so that both see the same machine.
    const byPassword = await browser(api.base, 2 * i + 1);
    const before = performance.now();
    await byPassword('/login', { email: 'manager@cytocampus.test', password: 'CytoCampus1', website: '' });
    if (i % 50 === 0) log(`${i} sign-ins`);
    if (i < WARM_UPS) continue;
    if (i === WARM_UPS) log(`a callback's Server-Timing: ${done.timing}`);
    password.push(performance.now() - before);
    start.ours.push(ourShare(started.timing).ours);
    const shares = ourShare(done.timing);
    callback.ours.push(shares.ours);
    callback.provider.push(shares.provider);
  }

  const [startOurs, callbackOurs, callbackProvider, passwordMs] = [start.ours, callback.ours, callback.provider, password].map(sorted) as [
    number[],
    number[],
    number[],
    number[],
  ];
  log(`load average ${loadavg()[0]!.toFixed(2)}; ${RUNS} sign-ins after ${WARM_UPS} warm-ups`);
  log(`provider's share of the callback: p50 ${percentile(callbackProvider, 50).toFixed(1)} ms, p99 ${percentile(callbackProvider, 99).toFixed(1)} ms`);
  const againstPassword = (name: string, measured: number[], p: number, target: string) => {
    const value = percentile(measured, p);
    const baseline = percentile(passwordMs, p);
    figure({ name, value, unit: 'ms', baseline, ratio: value / baseline, target });
  };
  const scene = `${RUNS} sign-ins one at a time, the provider's share taken out; baseline: a password sign-in, POST /login`;
  againstPassword(`POST /auth/oidc/start, server time p50 (${scene})`, startOurs, 50, 'comparison only');
  againstPassword(`POST /auth/oidc/start, server time p99 (${scene})`, startOurs, 99, 'p99 ≤ 20 ms');
  againstPassword(`POST /auth/oidc/callback, server time p50 (${scene})`, callbackOurs, 50, 'comparison only');
  againstPassword(`POST /auth/oidc/callback, server time p99 (${scene})`, callbackOurs, 99, 'p99 ≤ 100 ms');
} finally {
  await api.close();
  await provider.close();
}
