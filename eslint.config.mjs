// Lint gate: type-checked rules plus the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

const FRAMEWORKS = [
  '@nestjs/*',
  'react',
  'react-dom',
  'react-*',
  '@reduxjs/*',
  'pg',
  '@electric-sql/*',
  'socket.io',
  'socket.io-client',
  '@socket.io/*',
  'redis',
  '@eventstore/*',
  'openseadragon',
  'express',
];
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

const POLICIES = [
  // libs are framework-free and depend only on each other; event-store owns its drivers.
  ...libPolicies,
  { from: { element: { type: 'event-store' } }, allow: element('lib') },
  { from: { element: { type: 'testing' } }, allow: [element('lib'), element('event-store'), element('testing')] },
  // Server side: projections write read models; the API hosts them in-process (ADR 0002).
  { from: { element: { type: 'projections' } }, allow: [element('lib'), element('event-store'), element('projections')] },
  { from: { element: { type: 'api' } }, allow: [element('lib'), element('event-store'), element('projections'), element('api')] },
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
// Tests (and their helpers in testing/ folders) may also use libs/testing; production code may not.
const TEST_POLICIES = [...POLICIES, { allow: element('testing') }];
const TEST_FILES = ['**/*.spec.ts', '**/src/**/testing/**', 'web/e2e/**', 'bench/**'];

export default tseslint.config(
  // clients/typescript/schema.d.ts is openapi-typescript's output as it writes it (ADR 0006).
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'web/vite.config.ts', 'coverage/**', '**/*.js', '**/*.mjs', 'clients/typescript/schema.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { project: ['tsconfig.check.json', 'web/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'error',
    },
  },
  {
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['tsconfig.check.json', 'web/tsconfig.json'] } },
      'boundaries/include': ['libs/**', 'api/**', 'projections/**', 'web/**', 'bench/**', 'scripts/**'],
      'boundaries/elements': [
        { type: 'event-store', pattern: 'libs/event-store' },
        { type: 'testing', pattern: 'libs/testing' },
        { type: 'lib', pattern: 'libs/*', capture: ['name'] },
        { type: 'projections', pattern: 'projections' },
        { type: 'api', pattern: 'api' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-shared', pattern: 'web/src/*', capture: ['area'] },
        { type: 'web-e2e', pattern: 'web/e2e' },
        { type: 'tooling', pattern: '(bench|scripts)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: POLICIES }],
      'boundaries/no-unknown': 0,
    },
  },
  { files: TEST_FILES, rules: { 'boundaries/dependencies': [2, { default: 'disallow', policies: TEST_POLICIES }] } },
  {
    files: ['libs/{contracts,domain,permissions,schema,slide-imaging}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'libs stay framework-free (docs/architecture.md).' }] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An allow-list of our libraries (slide-imaging would pull sharp into the bundle) and no server packages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@cytocampus/*',
                '!@cytocampus/contracts',
                '!@cytocampus/permissions',
                '!@cytocampus/schema',
                // The learning display rules (libs/domain/src/learning): pure, tree-shaken to what the screens use.
                '!@cytocampus/domain',
                '@nestjs/*',
                'pg',
                '@electric-sql/*',
                '@eventstore/*',
                'sharp',
                'socket.io',
                'express',
                'argon2',
              ],
              message: 'The web client imports only contracts, permissions, schema and domain rules of ours, and talks to the API (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The example client is a script for integrators, written only against the generated types (ADR 0006).
    files: ['clients/**/*.ts'],
    rules: {
      'no-console': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cytocampus/*', '../*'], message: 'The example client knows the API only from its generated types (schema.d.ts).' }] },
      ],
    },
  },
  {
    // Test helpers live in testing/ folders beside the specs that use them (the build leaves those folders out).
    files: ['**/*.spec.ts', '**/src/**/testing/**', 'web/e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read JSON replies and check their shape at run time.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
