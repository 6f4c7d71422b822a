// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The boundaries of ENGINEERING.md, enforced: each block lists what a part of the tree may not import. */
const boundaries = [
  {
    files: ['packages/shared/**/*.ts'],
    message: 'shared imports nothing internal and no server or UI library',
    patterns: [
      '@portale/*',
      'drizzle-orm',
      'drizzle-orm/*',
      'fastify',
      'react',
      '**/apps/**',
      '**/packages/db/**',
    ],
  },
  {
    files: ['packages/db/**/*.ts'],
    message: 'the database package knows nothing of the API or the web app',
    patterns: ['@portale/api', '@portale/web', '**/apps/**'],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    message: 'the web app talks to the API over HTTP only',
    patterns: [
      '@portale/db',
      '@portale/db/*',
      '@portale/api',
      '**/packages/db/**',
      '**/apps/api/**',
      'drizzle-orm',
    ],
  },
  {
    files: ['apps/api/src/**/*.service.ts', 'apps/api/src/**/*.routes.ts'],
    message: 'SQL lives only in repositories',
    patterns: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    message: 'features never import each other: move what they share to src/lib or src/app',
    patterns: webFeatures.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
  })),
].map(({ files, message, patterns }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
}));

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
    files: ['scripts/**', 'packages/db/src/seed/cli.ts', 'apps/*/scripts/**', 'apps/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  ...boundaries,
);
