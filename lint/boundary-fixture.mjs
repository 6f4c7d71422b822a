/**
 * One import per boundary of lint/import-boundaries.js, linted as if written in `file` (a path that need
 * not exist; the files it imports do). `forbidden` must be reported by `rule`; `allowed` must pass, so the
 * boundaries cannot hold by refusing everything.
 */
const restrictedPath = 'import-x/no-restricted-paths';
const restrictedImport = '@typescript-eslint/no-restricted-imports';

export const forbidden = [
  {
    name: 'shared imports the database package',
    file: 'packages/shared/src/fixture.ts',
    source: "import '@portale/db';",
    rule: restrictedPath,
  },
  {
    name: 'shared imports an app by relative path',
    file: 'packages/shared/src/fixture.ts',
    source: "import '../../../apps/api/src/app.ts';",
    rule: restrictedPath,
  },
  {
    name: 'shared imports a server library',
    file: 'packages/shared/src/fixture.ts',
    source: "import 'fastify';",
    rule: restrictedPath,
  },
  {
    name: 'shared imports a UI library',
    file: 'packages/shared/src/fixture.ts',
    source: "import 'react';",
    rule: restrictedPath,
  },
  {
    name: 'the database package imports the API',
    file: 'packages/db/src/fixture.ts',
    source: "import '../../../apps/api/src/app.ts';",
    rule: restrictedPath,
  },
  {
    name: 'a web feature imports the database package',
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import '@portale/db';",
    rule: restrictedPath,
  },
  {
    name: 'web lib imports the API by relative path',
    file: 'apps/web/src/lib/fixture.ts',
    source: "import '../../../api/src/app.ts';",
    rule: restrictedPath,
  },
  {
    name: 'the web app imports drizzle-orm',
    file: 'apps/web/src/app/fixture.ts',
    source: "import 'drizzle-orm';",
    rule: restrictedPath,
  },
  {
    name: "a web feature imports another feature's api folder",
    file: 'apps/web/src/features/dashboard/fixture.ts',
    source: "import '../sites/api/query-keys.ts';",
    rule: restrictedPath,
  },
  {
    name: 'a nested file of a web feature imports another feature',
    file: 'apps/web/src/features/sites/api/fixture.ts',
    source: "import '../../dashboard/dashboard-page.tsx';",
    rule: restrictedPath,
  },
  {
    name: "a web feature imports the app's router",
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import '../../app/router.tsx';",
    rule: restrictedPath,
  },
  {
    name: "a nested file of a web feature imports the app shell's menu",
    file: 'apps/web/src/features/dashboard/widgets/fixture.ts',
    source: "import '../../../app/shell/menu-entries.ts';",
    rule: restrictedPath,
  },
  {
    name: 'web lib imports a feature',
    file: 'apps/web/src/lib/fixture.ts',
    source: "import '../features/sites/api/query-keys.ts';",
    rule: restrictedPath,
  },
  {
    name: 'web lib imports the app shell',
    file: 'apps/web/src/lib/fixture.ts',
    source: "import '../app/router.tsx';",
    rule: restrictedPath,
  },
  {
    name: 'an API service imports drizzle-orm',
    file: 'apps/api/src/modules/sites/fixture.service.ts',
    source: "import 'drizzle-orm';",
    rule: restrictedPath,
  },
  {
    name: 'an API plugin that is not a repository imports drizzle-orm',
    file: 'apps/api/src/plugins/fixture.ts',
    source: "import 'drizzle-orm';",
    rule: restrictedPath,
  },
  {
    name: 'an API module imports a database driver',
    file: 'apps/api/src/modules/sites/fixture.repository.ts',
    source: "import 'pg';",
    rule: restrictedPath,
  },
  {
    name: "an API module imports another module's internal file",
    file: 'apps/api/src/modules/contacts/fixture.ts',
    source: "import '../tenancy/site-scope.ts';",
    rule: restrictedPath,
  },
  {
    name: "the API outside the modules imports a module's internal file",
    file: 'apps/api/src/fixture.ts',
    source: "import './modules/tenancy/site-scope.ts';",
    rule: restrictedPath,
  },
  {
    name: "an API service takes today's date from the browser's computed clock",
    file: 'apps/api/src/modules/sites/fixture.service.ts',
    source: "import { romeToday } from '@portale/shared';",
    rule: restrictedImport,
  },
  {
    name: "the demo data takes the time of day from the browser's computed clock",
    file: 'packages/demo-data/src/fixture.ts',
    source: "import { romeClock } from '@portale/shared';",
    rule: restrictedImport,
  },
  {
    name: 'the server imports the demo data statically',
    file: 'apps/api/src/server.ts',
    source: "import { seedDemoData } from '@portale/demo-data';",
    rule: restrictedImport,
  },
  {
    name: 'an API module re-exports the demo data',
    file: 'apps/api/src/modules/system/fixture.ts',
    source: "export { demoAccounts } from '@portale/demo-data';",
    rule: restrictedImport,
  },
  {
    name: 'the database package imports the demo data',
    file: 'packages/db/src/fixture.ts',
    source: "import '../../demo-data/src/index.ts';",
    rule: restrictedPath,
  },
  {
    name: 'the demo data imports the API',
    file: 'packages/demo-data/src/fixture.ts',
    source: "import '../../../apps/api/src/app.ts';",
    rule: restrictedPath,
  },
  {
    name: 'an import closes a cycle (sites depends on tenancy)',
    file: 'apps/api/src/modules/tenancy/index.ts',
    source: "import '../sites/index.ts';",
    rule: 'import-x/no-cycle',
  },
];

export const allowed = [
  {
    name: 'shared imports its own dependency',
    file: 'packages/shared/src/fixture.ts',
    source: "import 'zod';",
  },
  {
    name: 'a shared test imports the test runner',
    file: 'packages/shared/src/fixture.test.ts',
    source: "import 'vitest';",
  },
  {
    name: 'the database package imports shared',
    file: 'packages/db/src/fixture.ts',
    source: "import '@portale/shared';",
  },
  {
    name: 'a web feature imports shared',
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import '@portale/shared';",
  },
  {
    name: 'a web feature imports its own files',
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import './api/query-keys.ts';",
  },
  {
    name: 'a web feature imports lib',
    file: 'apps/web/src/features/dashboard/fixture.ts',
    source: "import '../../lib/format.ts';",
  },
  {
    name: 'a web feature imports the route parents from lib',
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import '../../lib/route-parents.ts';",
  },
  {
    name: 'the app shell imports a feature',
    file: 'apps/web/src/app/fixture.ts',
    source: "import '../features/sites/api/query-keys.ts';",
  },
  {
    name: 'an API repository imports drizzle-orm',
    file: 'apps/api/src/modules/sites/fixture.repository.ts',
    source: "import 'drizzle-orm';",
  },
  {
    name: "an API module imports another module's public file",
    file: 'apps/api/src/modules/contacts/fixture.ts',
    source: "import '../tenancy/index.ts';",
  },
  {
    name: 'an API module imports its own internal file',
    file: 'apps/api/src/modules/tenancy/fixture.ts',
    source: "import './site-scope.ts';",
  },
  {
    name: 'an API module imports the module type',
    file: 'apps/api/src/modules/contacts/fixture.ts',
    source: "import '../app-module.ts';",
  },
  {
    name: "an API service takes today's date from Intl's clock",
    file: 'apps/api/src/modules/sites/fixture.service.ts',
    source: "import { romeCalendarDay } from '@portale/shared';",
  },
  {
    name: "a web page takes today's date from the computed clock",
    file: 'apps/web/src/features/sites/fixture.ts',
    source: "import { romeToday } from '@portale/shared';",
  },
  {
    name: 'the server loads the demo data when it needs it',
    file: 'apps/api/src/fixture.ts',
    source: "await import('@portale/demo-data');",
  },
  {
    name: 'an API test imports the demo data',
    file: 'apps/api/test/fixture.test.ts',
    source: "import '@portale/demo-data';",
  },
  {
    name: 'the demo data imports the database package',
    file: 'packages/demo-data/src/fixture.ts',
    source: "import '@portale/db';",
  },
  {
    name: "the API outside the modules imports a module's public file",
    file: 'apps/api/src/fixture.ts',
    source: "import './modules/tenancy/index.ts';",
  },
];
