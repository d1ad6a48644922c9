/**
 * Key rotation of the sealed client secrets (docs/adr/0041), with the built script: a provider's
 * secret sealed with the old key; `npm run secrets:reseal` with a new key put first appends it
 * sealed again and says so, a second run appends nothing; then an API process with the old key
 * dropped signs in through the provider, which it could not before the reseal. The LTI tool's
 * signing key, sealed with the old key too, is replaced by one sealed with the new (docs/adr/0042).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_PROVIDER_ROUTES, LTI_ROUTES, OIDC_MSG, SSO_ROUTES, type IdentityProviderItem, type LtiToolKeyList } from '@cytocampus/contracts';
import { PROVIDER_ACCOUNTS } from '@cytocampus/testing/oidc';
import { loadConfig } from '../../../../infra/config.js';
import { keyId } from '../../../../infra/sealed-secrets.js';
import { createServer, type Server } from '../../../../server.js';
import { eventually } from '../../../../testing/eventually.js';
import { signedIn } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { testServerEnv } from '../../../../testing/test-server.js';
import { api, me, ok, refused } from '../../../community/testing/community-client.js';
import { providerRequest, signInThroughProvider, SSO_PUBLIC_URL, startSsoServer, type SsoServer } from '../../testing/sso.js';

const SCRIPT = fileURLToPath(new URL('../../../../../dist/reseal-secrets.js', import.meta.url));
const NEW_KEY = randomBytes(32).toString('base64url');

let sso: SsoServer;
let provider: IdentityProviderItem;
/** The key the first API generated into its data folder, which sealed the secret. */
let oldKey: string;
let afterRotation: { server: Server; url: string; dataDir: string } | null = null;
let superUser: TestClient;

const sealedNow = async (): Promise<string> =>
  (await sso.t.server.infra.sql.query<{ sealed: string }>('select client_secret_sealed as sealed from identity_providers where id = $1', [provider.id]))
    .rows[0]!.sealed;
const secretEvents = async (): Promise<number> =>
  (
    await sso.t.server.infra.sql.query<{ count: number }>(
      "select count(*)::int as count from es_events where stream_id = $1 and event_type = 'IdentityProviderSecretSet'",
      [`idp-${provider.id}`],
    )
  ).rows[0]!.count;

/** `npm run secrets:reseal` as an operator runs it, against the first API's database. */
async function reseal(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-reseal-'));
  try {
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: sso.t.config.databaseUrl!, DATA_ENCRYPTION_KEYS: `${NEW_KEY},${oldKey}` };
    return (await promisify(execFile)(process.execPath, [SCRIPT], { env })).stdout;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A second API process on the same database holding only the new key (its projections are the first one's). */
async function startWithNewKeyOnly(): Promise<NonNullable<typeof afterRotation>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-rotated-'));
  await writeFile(join(dataDir, 'data-encryption.key'), NEW_KEY);
  const config = loadConfig({
    ...testServerEnv(dataDir),
    DATABASE_URL: sso.t.config.databaseUrl!,
    RUN_PROJECTIONS: '0',
    SEED_DEMO: '0',
    PUBLIC_URL: SSO_PUBLIC_URL,
  });
  const server = await createServer(config);
  await server.app.listen(0, '127.0.0.1');
  const { port } = server.app.getHttpServer().address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, dataDir };
}

beforeAll(async () => {
  sso = await startSsoServer();
  oldKey = (await readFile(join(sso.t.config.dataDir, 'data-encryption.key'), 'utf8')).trim();
  let learner: TestClient;
  [superUser, learner] = await Promise.all([signedIn(sso.t.url, 'super'), signedIn(sso.t.url, 'learner')]);
  provider = ok<IdentityProviderItem>(
    await superUser.post(api(IDENTITY_PROVIDER_ROUTES.list((await me(learner)).orgId!)), providerRequest(sso.provider.issuer)),
  );
});
afterAll(async () => {
  await afterRotation?.server.close();
  if (afterRotation) await rm(afterRotation.dataDir, { recursive: true, force: true });
  await sso?.close();
});

describe('npm run secrets:reseal', () => {
  it('reseals with the new key once, and the provider signs in with the old key dropped', async () => {
    const oldKid = keyId(Buffer.from(oldKey, 'base64url'));
    const newKid = keyId(Buffer.from(NEW_KEY, 'base64url'));
    expect((await sealedNow()).split('.')[1]).toBe(oldKid);
    afterRotation = await startWithNewKeyOnly();
    // Without the reseal, a process holding only the new key cannot open the secret: the provider is unavailable there.
    refused(await new TestClient(afterRotation.url).post(api(SSO_ROUTES.start), { providerId: provider.id }), 503, OIDC_MSG.providerUnavailable);

    // The LTI tool's first key, made now under the old key.
    const [oldLtiKey] = ok<LtiToolKeyList>(await superUser.get(api(LTI_ROUTES.keys))).items;
    const first = await reseal();
    expect(first).toContain(`Resealed 1 identity provider client secret(s) with key ${newKid}:`);
    expect(first).toMatch(
      new RegExp(`Added LTI tool key [\\w-]+, sealed with key ${newKid}: the signing key ${oldLtiKey!.kid} was sealed with key ${oldKid}\\.`),
    );
    await eventually(
      async () => ok<LtiToolKeyList>(await superUser.get(api(LTI_ROUTES.keys))).items.find((key) => key.signing)?.kid !== oldLtiKey!.kid,
      'the new LTI key signs',
    );
    expect(first).toContain(`Laboratory ID (${provider.id}): was sealed with key ${oldKid}`);
    expect(first).not.toContain(oldKey);
    expect(first).not.toContain(NEW_KEY);
    expect(await secretEvents()).toBe(1);
    await eventually(async () => (await sealedNow()).split('.')[1] === newKid, 'the read model has the resealed secret');

    expect(await reseal()).toBe(`Nothing to reseal: every identity provider's client secret is sealed with key ${newKid}, the first of the keys.\n`);
    expect(await secretEvents()).toBe(1);

    const res = await signInThroughProvider(new TestClient(afterRotation.url), provider.id, PROVIDER_ACCOUNTS.ada);
    expect(ok<{ status: string; user: { email: string } }>(res)).toMatchObject({ status: 'signedIn', user: { email: 'ada@lab.test' } });
  });
});
