import { defineConfig } from 'vitest/config';

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
            'scripts/**/*.test.mjs',
            'lint/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
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
