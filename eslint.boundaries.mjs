// The import boundaries of docs/architecture.md: between packages, web features and the API's
// bounded contexts. Its own file so that scripts/boundaries.unit.spec.ts lints fixtures with exactly
// these rules (without the type-checked rules, which take a minute to load).
import boundaries from 'eslint-plugin-boundaries';

const element = (type) => ({ to: { element: { type } } });
// Direction between libs: contracts <- permissions, schema <- domain; contracts <- slide-imaging.
const LIB_DEPS = {
  contracts: [],
  permissions: ['contracts'],
  schema: ['contracts'],
  domain: ['contracts', 'permissions', 'schema'],
  'slide-imaging': ['contracts'],
};
const libPolicies = Object.entries(LIB_DEPS).map(([name, deps]) => ({
  from: { element: { type: 'lib', captured: { name } } },
  allow: [name, ...deps].map((dep) => ({ to: { element: { type: 'lib', captured: { name: dep } } } })),
}));

// The API's contexts: each imports another only through its public entry (index.ts), and only down
// this graph (no two contexts both ways); a question up the graph is a message of api/src/messages
// sent on a bus (ADR 0037). Infrastructure imports no context; messages import no context.
export const CONTEXT_DEPS = {
  accounts: [],
  announcements: [],
  audit: ['learning', 'screening-skill'],
  community: [],
  content: [],
  credentials: [],
  health: [],
  learning: ['accounts', 'content', 'proficiency'],
  organizations: [],
  proficiency: ['accounts'],
  reports: ['learning'],
  'screening-skill': ['learning'],
  lti: ['accounts', 'learning'],
  site: [],
  teaching: [],
  uploads: [],
};
const publicEntry = (context) => ({ to: { element: { type: 'api-context', captured: { context }, fileInternalPath: 'index.ts' } } });
const API_BASE = [element('lib'), element('event-store'), element('projections'), element('api-infra'), element('api-messages')];
// Few policies, each short: the rule weighs every import against every policy (one policy per
// context made the whole lint a minute slower).
const apiPolicies = [
  {
    from: { element: { types: { anyOf: ['api-infra', 'api-messages'] } } },
    allow: [element('lib'), element('event-store'), element('projections'), element('api-infra')],
  },
  {
    from: { element: { type: 'api-context' } },
    allow: [...API_BASE, { to: { element: { type: 'api-context', captured: { context: '{{ from.element.captured.context }}' } } } }],
  },
  ...Object.entries(CONTEXT_DEPS)
    .filter(([, deps]) => deps.length > 0)
    .map(([context, deps]) => ({ from: { element: { type: 'api-context', captured: { context } } }, allow: deps.map(publicEntry) })),
  // The composition root (server, app module, seed) reaches the contexts through their entries too.
  { from: { element: { type: 'api' } }, allow: [...API_BASE, element('api'), { to: { element: { type: 'api-context', fileInternalPath: 'index.ts' } } }] },
];

const POLICIES = [
  // libs are framework-free and depend only on each other; event-store owns its drivers.
  ...libPolicies,
  { from: { element: { type: 'event-store' } }, allow: element('lib') },
  { from: { element: { type: 'testing' } }, allow: [element('lib'), element('event-store'), element('testing')] },
  // Server side: projections write read models; the API hosts them in-process (ADR 0002).
  { from: { element: { type: 'projections' } }, allow: [element('lib'), element('event-store'), element('projections')] },
  ...apiPolicies,
  // Web: shared code -> features -> app; a feature never imports another feature.
  { from: { element: { type: 'web-shared' } }, allow: [element('lib'), element('web-shared')] },
  {
    from: { element: { type: 'web-feature' } },
    allow: [element('lib'), element('web-shared'), { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } }],
  },
  { from: { element: { type: 'web-app' } }, allow: [element('lib'), element('web-shared'), element('web-feature'), element('web-app')] },
  {
    from: { element: { types: { anyOf: ['web-e2e', 'tooling'] } } },
    allow: [element('lib'), element('event-store'), element('testing'), element('projections'), element('web-e2e'), element('tooling')],
  },
];
// Tests (and their helpers in testing/ folders) may also use libs/testing, and any part of the API
// (a test of one context sets up another's data): the boundaries bind the product's code.
const TEST_POLICIES = [
  ...POLICIES,
  { allow: element('testing') },
  {
    from: { element: { types: { anyOf: ['api', 'api-context', 'api-infra', 'api-messages'] } } },
    allow: [element('api'), element('api-context'), element('api-infra'), element('api-messages')],
  },
  // The topology's fault tests drive the product as the API's own tests do, with their clients.
  { from: { element: { types: 'tooling' } }, allow: [element('api'), element('api-context')] },
];
const TEST_FILES = ['**/*.spec.ts', '**/src/**/testing/**', 'deploy/**/testing/**', 'web/e2e/**', 'bench/**'];

export const boundariesConfigs = [
  {
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['tsconfig.check.json', 'web/tsconfig.json'] } },
      'boundaries/include': ['libs/**', 'api/**', 'projections/**', 'web/**', 'bench/**', 'scripts/**', 'deploy/**'],
      'boundaries/elements': [
        { type: 'event-store', pattern: 'libs/event-store' },
        { type: 'testing', pattern: 'libs/testing' },
        { type: 'lib', pattern: 'libs/*', capture: ['name'] },
        { type: 'projections', pattern: 'projections' },
        // The API's bounded contexts (ADR 0037), the messages they send each other, and its infrastructure.
        { type: 'api-context', pattern: 'api/src/modules/*', capture: ['context'] },
        { type: 'api-messages', pattern: 'api/src/messages' },
        { type: 'api-infra', pattern: 'api/src/(http|infra|es|auth|realtime|openapi)' },
        { type: 'api', pattern: 'api' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-shared', pattern: 'web/src/*', capture: ['area'] },
        { type: 'web-e2e', pattern: 'web/e2e' },
        { type: 'tooling', pattern: '(bench|scripts|deploy)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: POLICIES }],
      'boundaries/no-unknown': 0,
    },
  },
  { files: TEST_FILES, rules: { 'boundaries/dependencies': [2, { default: 'disallow', policies: TEST_POLICIES }] } },
];
