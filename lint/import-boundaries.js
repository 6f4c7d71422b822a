// @ts-check
/**
 * The boundaries of ENGINEERING.md, enforced on resolved paths: an import is judged by the file it
 * resolves to, so `../sites/api/x.ts`, `@portale/db` and `../../../packages/db/src` are the same import.
 * All zones live in this one block: in flat config a later block setting the same rule would replace
 * them for its files instead of adding to them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = path.dirname(import.meta.dirname);
const inRepo = (/** @type {string[]} */ ...parts) => path.join(root, ...parts);
const installed = (/** @type {string} */ name) => inRepo('**/node_modules', name, '**');

const webFeatures = 'apps/web/src/features';
const apiModules = 'apps/api/src/modules';
const databaseLibraries = ['drizzle-orm', 'pg', '@types/pg', '@electric-sql/pglite'];

/** @param {string} folder */
function subfolders(folder) {
  return readdirSync(inRepo(folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** @param {string} workspace */
function dependenciesOf(workspace) {
  const manifest = JSON.parse(readFileSync(inRepo(workspace, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

const sharedZones = [
  {
    target: 'packages/shared',
    from: inRepo('{apps,packages}/**'),
    except: [inRepo('packages/shared/**')],
    message: 'shared imports nothing internal.',
  },
  {
    target: 'packages/shared/src/**/!(*.test).ts',
    from: inRepo('**/node_modules/**'),
    except: dependenciesOf('packages/shared').map(installed),
    message: 'shared imports only the libraries its package.json lists: no server or UI library.',
  },
];

const databaseZones = [
  {
    target: 'packages/db',
    from: ['apps', 'packages/demo-data'],
    message: 'the database package knows nothing of the API, the web app or the demo data.',
  },
  {
    target: 'packages/demo-data',
    from: 'apps',
    message: 'the demo data knows nothing of the API or the web app.',
  },
];

const webZones = [
  {
    target: 'apps/web',
    from: inRepo('{apps,packages}/**'),
    except: [inRepo('apps/web/**'), inRepo('packages/shared/**')],
    message: 'the web app imports only @portale/shared and talks to the API over HTTP.',
  },
  {
    target: 'apps/web',
    from: databaseLibraries.map(installed),
    message: 'the web app never touches the database.',
  },
  ...subfolders(webFeatures).map((feature) => ({
    target: `${webFeatures}/${feature}`,
    from: webFeatures,
    except: [`./${feature}`],
    message: 'features never import each other: move what they share to src/lib.',
  })),
  {
    target: webFeatures,
    from: 'apps/web/src/app',
    message:
      'the features sit below the app shell and never import it: move what they share with it to src/lib.',
  },
  {
    target: 'apps/web/src/lib',
    from: [webFeatures, 'apps/web/src/app'],
    message: 'src/lib sits below the features and the app shell and never imports them.',
  },
];

const anyModuleFile = inRepo(apiModules, '*/**');
const publicModuleFile = inRepo(apiModules, '*/index.ts');
const notThroughPublicFile = 'a module is used only through its public file modules/<area>/index.ts.';

const apiZones = [
  {
    target: 'apps/api/src/**/!(*.repository).ts',
    from: installed('drizzle-orm'),
    message: 'SQL lives only in repositories (*.repository.ts).',
  },
  {
    target: apiModules,
    from: databaseLibraries.filter((library) => library !== 'drizzle-orm').map(installed),
    message: 'modules receive their database; the drivers belong to @portale/db.',
  },
  ...subfolders(apiModules).map((module) => ({
    target: `${apiModules}/${module}`,
    from: anyModuleFile,
    except: [publicModuleFile, inRepo(apiModules, module, '**')],
    message: notThroughPublicFile,
  })),
  {
    target: ['apps/api/src/*.ts', 'apps/api/src/!(modules)/**', `${apiModules}/*.ts`],
    from: anyModuleFile,
    except: [publicModuleFile],
    message: notThroughPublicFile,
  },
];

export const importBoundaries = {
  files: ['**/*.{js,mjs,ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
  },
  rules: {
    // An import the resolver cannot follow would slip past every zone below.
    'import-x/no-unresolved': 'error',
    'import-x/no-restricted-paths': [
      'error',
      { basePath: root, zones: [...sharedZones, ...databaseZones, ...webZones, ...apiZones] },
    ],
  },
};

const restrictedImports = '@typescript-eslint/no-restricted-imports';

/** The browser's computed clock of Italy holds only from 1996: the server asks Intl (shared dates/rome-zone.ts). */
const computedRomeClock = {
  name: '@portale/shared',
  importNames: ['romeToday', 'romeClock', 'romeOffsetHours'],
  message: "The browser's computed clock holds only from 1996: the server uses romeCalendarDay (Intl).",
};

/** The server loads the demo data only to fill an empty database: a static import would load it always. */
const demoDataStatically = {
  name: '@portale/demo-data',
  allowTypeImports: true,
  message: 'The server loads the demo data only to fill an empty database: import() it there (server.ts).',
};

/**
 * What the server side must not import by name. Static imports only: `import()` is what the demo data
 * asks for. Two blocks because a later block setting the same rule replaces it for its files.
 */
export const serverRestrictedImports = [
  {
    files: ['apps/api/**/*.ts', 'packages/*/src/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['packages/shared/**', 'apps/api/src/**'],
    rules: { [restrictedImports]: ['error', { paths: [computedRomeClock] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { [restrictedImports]: ['error', { paths: [computedRomeClock, demoDataStatically] }] },
  },
];

export const noImportCycles = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
