import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

function readAppVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execSync('git rev-parse --short HEAD', {
      cwd: webRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(readAppVersion()) },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
