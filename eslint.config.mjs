// Lint gate: type-checked rules plus the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundariesConfigs } from './eslint.boundaries.mjs';
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
  ...boundariesConfigs,
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
    files: ['**/*.spec.ts', '**/src/**/testing/**', 'deploy/**', 'web/e2e/**', 'bench/**', 'scripts/**'],
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
