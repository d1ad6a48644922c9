/**
 * No answer carries an identity provider's client secret (docs/adr/0041): with a provider configured
 * with a known secret and a learner signed in through it, every GET operation of the OpenAPI
 * document is called as a super user, a manager and that learner, and no body may hold the secret,
 * its sealed form as stored, or anything shaped like a sealed value; nor the LTI tool's private key
 * (docs/adr/0042), sealed or opened. The matcher's own check: testing/secret-leaks.unit.spec.ts.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ACCOUNT_ROUTES, IDENTITY_PROVIDER_ROUTES, LTI_ROUTES, SSO_ROUTES, type IdentityProviderItem } from '@cytocampus/contracts';
import { PROVIDER_ACCOUNTS, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from '@cytocampus/testing/oidc';
import { providerRequest, signInThroughProvider, startSsoServer, type SsoServer } from '../modules/accounts/testing/sso.js';
import { signedIn } from '../testing/sign-in.js';
import { TestClient } from '../testing/test-client.js';
import { Budget, closeConnections, FuzzClient } from './testing/fuzz-client.js';
import { fillPath, operationsOf, type Operation } from './testing/operations.js';
import { API, createFixtures, pathIds, SIGNS_OUT, type Fixtures } from './testing/sample-bodies.js';
import { secretIn } from './testing/secret-leaks.js';

const budget = new Budget(2_000);
let sso: SsoServer;
let fx: Fixtures;
let provider: IdentityProviderItem;
let operations: Operation[];
const CALLERS = ['super', 'manager', 'providerLearner'] as const;
type Caller = (typeof CALLERS)[number];
let callers: Record<Caller, FuzzClient>;
/** The plain secret and its sealed form as the read model and the events keep it. */
let secrets: string[];

beforeAll(async () => {
  sso = await startSsoServer();
  const url = sso.t.url;
  const [superUser, manager, admin, learner] = await Promise.all((['super', 'manager', 'admin', 'learner'] as const).map((role) => signedIn(url, role)));
  fx = await createFixtures(admin!, learner!);
  provider = (await superUser!.post(`${API}${IDENTITY_PROVIDER_ROUTES.list(fx.demoOrg)}`, providerRequest(sso.provider.issuer))).body
    .data as IdentityProviderItem;
  // A learner whose session came through the provider: the account made at its first sign-in, its history, its sign-out.
  const ada = new TestClient(url);
  const signIn = await signInThroughProvider(ada, provider.id, PROVIDER_ACCOUNTS.ada);
  if ((signIn.body as { data?: { status?: string } }).data?.status !== 'signedIn') throw new Error(`provider sign-in failed: ${JSON.stringify(signIn.body)}`);
  const { rows } = await sso.t.server.infra.sql.query<{ sealed: string }>('select client_secret_sealed as sealed from identity_providers where id = $1', [
    provider.id,
  ]);
  // The LTI tool's first key, made by the super user's first look at the keys: its private half sealed, and opened (`d`, the private exponent).
  await superUser!.get(`${API}${LTI_ROUTES.keys}`);
  const [key] = (await sso.t.server.infra.sql.query<{ kid: string; sealed: string }>('select kid, private_jwk_sealed as sealed from lti_tool_keys')).rows;
  const privateJwk = JSON.parse(sso.t.server.infra.sealer.open(key!.sealed, `lti-tool-key:${key!.kid}`)) as { d: string };
  secrets = [TEST_CLIENT_SECRET, rows[0]!.sealed, key!.sealed, privateJwk.d];
  operations = operationsOf((await admin!.get(`${API}/openapi.json`)).body);
  callers = {
    super: FuzzClient.from(superUser!, url, 'super', budget),
    manager: FuzzClient.from(manager!, url, 'manager', budget),
    providerLearner: FuzzClient.from(ada, url, 'providerLearner', budget),
  };
}, 120_000);
afterAll(async () => {
  closeConnections();
  await sso?.close();
});

/** The provider's routes name the organization that has it; the sign-in screen's list needs an organization or a domain. */
function pathOf(operation: Operation): string {
  const ids = pathIds(operation, fx);
  if (operation.template.includes('/identity-providers') || operation.template.includes('/sign-in-policy')) {
    ids.orgId = fx.demoOrg;
    if ('id' in ids) ids.id = provider.id;
  }
  const path = fillPath(operation, ids);
  return operation.template === `${API}${SSO_ROUTES.providers}` ? `${path}?orgId=${fx.demoOrg}` : path;
}

it('answers no GET, as a super user, a manager or a learner signed in through the provider, with the secret or a sealed value', async () => {
  const gets = operations.filter((o) => o.method === 'get' && !SIGNS_OUT.includes(o.key));
  const leaks: string[] = [];
  const bodies = new Map<string, string>();
  const look = async (who: Caller, key: string, path: string) => {
    const reply = await callers[who].get(path);
    bodies.set(`${who} ${key}`, `${reply.status} ${reply.text}`);
    const found = secretIn(reply.text, secrets);
    if (found) leaks.push(`${key} as ${who} (${reply.status}): ${found}`);
  };
  for (const operation of gets) for (const who of CALLERS) await look(who, operation.key, pathOf(operation));
  // Sign-out last: it ends the callers' sessions.
  for (const who of CALLERS) await look(who, `GET ${API}${ACCOUNT_ROUTES.logout}`, `${API}${ACCOUNT_ROUTES.logout}`);
  const answeredOk = (who: Caller) => [...bodies].filter(([key, body]) => key.startsWith(`${who} `) && body.startsWith('200 ')).length;
  console.log(`no secret in answers: ${gets.length + 1} GET operations; 200 for ${CALLERS.map((who) => `${who} ${answeredOk(who)}`).join(', ')}`);
  expect(leaks).toEqual([]);

  // The sweep saw the provider: the super user's list shows it (the secret only as set), the learner's sign-out goes through it.
  expect(bodies.get(`super GET ${API}/organizations/{orgId}/identity-providers`)).toMatch(
    new RegExp(`^200 .*"clientId":"${TEST_CLIENT_ID}".*"clientSecretSet":true`),
  );
  expect(bodies.get(`providerLearner GET ${API}${ACCOUNT_ROUTES.logout}`)).toContain(`"endSessionUrl":"${sso.provider.issuer}/`);
  // Most reads answered with data, not refusals: a sweep of 404s would prove nothing.
  expect(gets.length).toBeGreaterThanOrEqual(100);
  expect(answeredOk('super')).toBeGreaterThan(gets.length / 2);
}, 240_000);
