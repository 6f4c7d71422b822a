import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files whose outcome does not depend on the database, run on PGlite only: the OpenAPI
 * document and the client typed from it, and the hostile-input walk (its attacks stop at the HTTP
 * layer and the schemas, or reach the same PostgreSQL parser and planner that PGlite embeds). On
 * PostgreSQL they cost 57 s of the suite's time for nothing they could find there.
 */
const databaseIndependentApiTests = [
  // The embedded database's backup: a server's is pg_dump's.
  'apps/api/test/backup.test.ts',
  'apps/api/test/hostile-input.test.ts',
  'apps/api/test/openapi-document.test.ts',
  'apps/api/test/openapi-typed-client.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on a 2-core machine that is one file at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/scripts/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'lint/**/*.test.mjs',
          ],
          environment: 'node',
          // The files share their imports (52 s against 31 s on this machine): a test that needs a
          // module changed passes it what to change, since a vi.mock would reach the files after it.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE === 'postgres' ? databaseIndependentApiTests : []),
          ],
          environment: 'node',
          // One migrated, seeded database for the run; each file opens a copy of it.
          globalSetup: ['apps/api/test/support/template-database.ts'],
          // The files of a worker share their imports: each file builds its own app on its own database,
          // and the app keeps no state in its modules. Importing the app again for each of 52 files was
          // 40% of the suite's time (133 s against 80 s on PGlite, 92 against 50 on PostgreSQL).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
