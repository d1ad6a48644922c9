import { parseArgs } from 'node:util';
// The source, not the package: `npm run lti:platform` runs with tsx before any build, and the
// package's `./lti` export points at dist/ for Node.js.
import { startLtiPlatform } from '../libs/testing/src/lti/index.js';

/**
 * `npm run lti:platform [-- --port 4100 --host 127.0.0.2 --app http://localhost:3000 --client-id …]`:
 * the test LMS of the specs next to `npm start`, so that LTI launches can be tried by hand, until
 * Ctrl-C. `--app` is CytoCampus's public URL (its PUBLIC_URL), whose /api/v1/lti endpoints it calls.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: process.env.LTI_TEST_HOST ?? '127.0.0.2' },
    app: { type: 'string', default: 'http://localhost:3000' },
    // Fixed by default so the registration made in CytoCampus survives a restart of this platform.
    'client-id': { type: 'string', default: 'cytocampus-test-lms' },
  },
});
const platform = await startLtiPlatform({ toolUrl: values.app, host: values.host, port: Number(values.port), clientId: values['client-id'] });
const { registration, tool } = platform;

const people = platform
  .courses()
  .flatMap((course) =>
    course.members.map(
      (m) => `    ${m.userId.padEnd(18)} ${`${m.givenName} ${m.familyName}`.padEnd(20)} ${m.roles.map((r) => r.split('#')[1]).join(', ')} in ${course.label}`,
    ),
  );
console.log(
  [
    '',
    '  Test LMS, an LTI 1.3 platform double, is running.',
    `  Start here:      ${platform.issuer}/  (each member's course pages frame the tool)`,
    '  Register it in CytoCampus with:',
    `    Issuer:              ${registration.issuer}`,
    `    Client ID:           ${registration.clientId}`,
    `    Deployment ID:       ${registration.deploymentIds.join(', ')}`,
    `    Authorization URL:   ${registration.authorizationEndpoint}`,
    `    Token URL:           ${registration.tokenEndpoint}  (also the client assertion's aud)`,
    `    Key set URL:         ${registration.jwksUrl}`,
    `  It calls the tool at ${tool.loginUrl} (login), ${tool.launchUrl} (launch) and ${tool.jwksUrl} (keys).`,
    `  Scores received:  ${platform.urls.scoresPage}`,
    '  Members:',
    ...people,
    '  Its keys, line items and scores live in memory: a restart forgets them (the client id stays). Ctrl-C stops it.',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void platform.close().then(() => process.exit(0));
  });
