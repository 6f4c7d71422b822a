import { defineConfig } from 'vitest/config';

/** The tests of the scripts, `npm test`'s own runner among them; `npm test` runs them as the suite `runner`. */
export default defineConfig({
  test: { name: 'runner', include: ['scripts/**/*.test.mjs'], environment: 'node' },
});
