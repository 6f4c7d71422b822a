// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries, noImportCycles, serverRestrictedImports } from './lint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'packages/demo-data/src/cli.ts', 'apps/*/scripts/**', 'apps/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The first screens' calls load their contracts with the call (LazyContract, docs/ARCHITECTURE.md):
    // a contract imported here would build its zod schemas with the page's code again, in one long task
    // on a phone. Types are free; the *-contract.ts files are what the calls import.
    files: [
      'apps/web/src/app/shell/**',
      'apps/web/src/features/dashboard/**',
      'apps/web/src/features/session/api/login.ts',
      'apps/web/src/features/account/api/email-preference-token.ts',
      'apps/web/src/lib/api/{logout,me,my-job-orders,my-sites}.ts',
    ],
    ignores: ['**/*-contract.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portale/shared'],
              importNamePattern: 'Contract$',
              allowTypeImports: true,
              message: 'Pass a LazyContract whose load() imports a *-contract.ts file.',
            },
          ],
        },
      ],
    },
  },
  importBoundaries,
  ...serverRestrictedImports,
  noImportCycles,
);
