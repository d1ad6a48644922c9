// One runner, five kinds of test selected by file name (see docs/architecture.md).
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.check.json' }],
};
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  testEnvironment: 'node',
  transform,
  moduleNameMapper: {
    '^@cytocampus/projections$': '<rootDir>/projections/src/index.ts',
    // The test OpenID provider's subpath (it loads oidc-provider and koa): before the generic mapping, which would look in libs/testing/oidc.
    '^@cytocampus/testing/oidc$': '<rootDir>/libs/testing/src/oidc/index.ts',
    // The LTI test platform's subpath (it loads jose), before the generic mapping for the same reason.
    '^@cytocampus/testing/lti$': '<rootDir>/libs/testing/src/lti/index.ts',
    '^@cytocampus/(.*)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  setupFiles: ['<rootDir>/libs/testing/src/jest-setup.ts'],
};
export default {
  // Real databases and servers: start-up (PGlite boot, argon2 seeding) takes seconds.
  testTimeout: 60_000,
  // The slowest files first when jest has no timings of its own (a clean clone): scripts/jest-sequencer.mjs.
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts'] },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/**/*.e2e.spec.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/web/e2e/**/*.spec.ts'] },
    // docker-compose.yml's topology run natively and broken on purpose (deploy/topology, docs/adr/0039).
    { ...common, displayName: 'topology', testMatch: ['<rootDir>/deploy/**/*.topology.spec.ts'] },
  ],
};
