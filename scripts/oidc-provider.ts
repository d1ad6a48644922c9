import { parseArgs } from 'node:util';
// The source, not the package: `npm run oidc:provider` runs with tsx before any build, and the
// package's `./oidc` export points at dist/ for Node.js.
import { DEFAULT_PROVIDER_ACCOUNTS, PROVIDER_NAME, TEST_CLIENT_ID, TEST_CLIENT_SECRET, startTestProvider } from '../libs/testing/src/oidc/index.js';

/**
 * `npm run oidc:provider [-- --port 4000 --host 127.0.0.1 --app http://localhost:3000]`: the test
 * OpenID provider of the specs next to `npm start`, so that single sign-on can be tried by hand,
 * until Ctrl-C. `--app` is CytoCampus's public URL (its PUBLIC_URL), where the provider sends people back.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    host: { type: 'string', default: '127.0.0.1' },
    app: { type: 'string', default: 'http://localhost:3000' },
  },
});
const appUrl = values.app.replace(/\/+$/, '');
const provider = await startTestProvider({ host: values.host, port: Number(values.port), appUrl });

const accounts = DEFAULT_PROVIDER_ACCOUNTS.map((a) => {
  const email = typeof a.claims.email === 'string' ? `e-mail ${a.claims.email}${a.claims.email_verified ? '' : ' (not verified)'}` : 'no e-mail claim';
  const upn = typeof a.claims.upn === 'string' ? `, upn ${a.claims.upn}` : '';
  return `    ${a.login.padEnd(26)} ${a.password.padEnd(10)} sub ${a.accountId}, ${email}${upn}`;
});
console.log(
  [
    '',
    `  ${PROVIDER_NAME}, a test OpenID provider, is running.`,
    `  Issuer:        ${provider.issuer}`,
    `  Client ID:     ${TEST_CLIENT_ID}`,
    `  Client secret: ${TEST_CLIENT_SECRET}`,
    `  Redirect URI:  ${appUrl}/sso/callback (after sign-out: ${appUrl}/login)`,
    '  Accounts (sign in with what the first column says, and the password):',
    ...accounts,
    '  Its keys and sessions live in memory: a restart forgets them. Ctrl-C stops it.',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
