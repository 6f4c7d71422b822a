import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noRuntimeCssVariablesPlugin } from './build/no-runtime-css-variables.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

const apiTarget = 'http://localhost:3000';

/** What every screen runs on: React, TanStack Router and Query, Mantine's core (provider, Box, styles). */
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;
/** Except TanStack Query's observers and the hooks on them: only the pages of the shell read data. */
const queryObservers = /[\\/](\w*Quer(y|ies)Observer|use\w*Quer(y|ies))\.js$/i;
const isFrameworkModule = (id: string) => frameworkPackages.test(id) && !queryObservers.test(id);

/**
 * The shared package's modules without zod that the router reads on the first screen (each area's
 * `<area>-enums.ts`, which route search checks read, the contracts' helpers (`defineContract`, the API
 * client's `buildPath`), the access rules' building blocks, the calendar
 * day's pattern, and the lists' values of the sites and users, which are not named `-enums`): one chunk
 * instead of a dozen small ones, each with its own request, imports and compression (34 scripts instead
 * of 46 on the login page; docs/decisions/001-login-javascript-budget.md). A module that only pages read
 * is not named `-enums` (kiosk-values.ts), or it would be loaded on the first screen. A module that
 * imports the package's index must not be listed: the chunk would take the whole package (182 KiB).
 */
const firstScreenWords =
  /packages\/shared\/src\/(contract|.+-enums|.+\.rules|access\/(access-rule|area-table|roles|menu-placement|policy)|dates\/calendar-day|sites\/(site-status|document-categories|back-office-sites)|users\/user-list-options)\.ts$/;

/** The hand-written JSON checks the API client reads errors with (no zod on the first screen): the same chunk. */
const firstScreenChecks = /apps\/web\/src\/lib\/json-checks\.ts$/;

/**
 * Each area's menu pages (`<area>.access.ts` of the shared package), which the signed-in shell reads all
 * of to draw the menu: one chunk instead of some twenty of a few hundred bytes each, every one a request
 * and a module to evaluate on the first signed-in screen. The login page reads none of them.
 */
const areaMenus = /packages\/shared\/src\/[\w-]+\/[\w-]+\.access\.ts$/;

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
  plugins: [react(), noRuntimeCssVariablesPlugin(), precompressPlugin()],
  define: { __APP_VERSION__: JSON.stringify(readAppVersion()) },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The real-time hub is at /api/hub: websockets go through too.
      '/api': { target: apiTarget, ws: true },
      '/config.json': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Every browser the portal supports preloads modules itself: no polyfill on the first screen.
      polyfill: false,
      // A lazy page fetches its own imports (the router starts on a link's hover or touch) instead of
      // the first screen carrying every page's list of scripts, which grew with each area
      // (docs/decisions/006-lazy-pages-fetch-their-imports.md). Stylesheets stay listed: they must be
      // applied before the page draws.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // The first screen's weight (docs/decisions/001-login-javascript-budget.md): the framework in
        // one chunk rather than some twenty small ones, each with its own request, imports and
        // compression; and shared chunks named by their hash alone, for the entry lists every chunk
        // each page needs. Pages and the framework keep their names.
        codeSplitting: {
          groups: [
            { name: 'framework', test: isFrameworkModule },
            { name: 'words', test: (id: string) => firstScreenWords.test(id) || firstScreenChecks.test(id) },
            { name: 'menus', test: (id: string) => areaMenus.test(id) },
          ],
        },
        chunkFileNames: ({ name, isDynamicEntry }) =>
          isDynamicEntry || name === 'framework' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
});
