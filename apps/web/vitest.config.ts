import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The files share their imports, as the API's do: importing React, Mantine and the pages again for
    // each file was two thirds of the project's time (89 s against 24 s on this machine).
    isolate: false,
    setupFiles: ['src/lib/testing/file-setup.ts'],
  },
});
