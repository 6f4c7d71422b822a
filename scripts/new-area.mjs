/**
 * `npm run new-area -- <name> --label "<Etichetta>" --sub-role <n> [--permission <n>]`: writes a new
 * area's skeleton, following docs/ARCHITECTURE.md's "Adding an area", and its lines in the registries,
 * so that `npm run test:area -- <name>` passes at once: the shared access table and contract, the API
 * module (routes, service, repository), its authorisation matrix entry and an API test, the web routes,
 * page and menu entry, the route's line for the accessibility walk, and the OpenAPI document. `<name>`
 * is the area's path in kebab case (`site-equipments`); `--sub-role` the customer sub-role that reads it
 * (SPEC.md section 6) and `--permission` the staff permission that serves it. What it cannot decide is
 * printed at the end: the data, the menu's order, the pinned tests, the dashboard and the guide.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    'sub-role': { type: 'string' },
    permission: { type: 'string' },
  },
});
const [name] = positionals;
const subRole = Number(values['sub-role']);
const permission = values.permission === undefined ? undefined : Number(values.permission);
if (!name || !/^[a-z]+(-[a-z]+)*$/.test(name) || !values.label || !Number.isInteger(subRole)) {
  console.error(
    'usage: npm run new-area -- <name-in-kebab-case> --label "<Etichetta del menu>" --sub-role <n> [--permission <n>]',
  );
  process.exit(2);
}
if (existsSync(`packages/shared/src/${name}`)) {
  console.error(`packages/shared/src/${name} exists already: the area is there`);
  process.exit(1);
}

const camel = name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
const label = values.label;
/** The label as a string literal of the generated code (an Italian label may hold an apostrophe). */
const labelLiteral = JSON.stringify(label);
const staffPermissions = permission === undefined ? '[]' : `[${permission}]`;

/** Writes a new file (its folder too), never over an existing one. */
function create(file, text) {
  if (existsSync(file)) throw new Error(`${file} exists already`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`created  ${file}`);
}

/** Puts `line` after the last line of `file` that matches `after`. */
function insertAfterLast(file, after, line) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findLastIndex((candidate) => after.test(candidate));
  if (index === -1) throw new Error(`${file}: no line matches ${after}, add «${line.trim()}» by hand`);
  lines.splice(index + 1, 0, line);
  writeFileSync(file, lines.join('\n'));
  console.log(`added to ${file}: ${line.trim()}`);
}

// Shared: the rules (which the router reads on the first screen), the access table with the menu
// (which it does not: docs/decisions/001) and the route contract.
create(
  `packages/shared/src/${name}/${name}.rules.ts`,
  `import type { AccessRule } from '../access/access-rule.ts';

export const ${camel}Rules = {
  /** Who reads the area: the customer sub-role of SPEC.md section 6, and the staff who serve it. */
  read: { customerSubRoles: [${subRole}], staffPermissions: ${staffPermissions} },
} as const satisfies Record<string, AccessRule>;
`,
);
create(
  `packages/shared/src/${name}/${name}.access.ts`,
  `import { defineArea } from '../access/area-table.ts';
import { ${camel}Rules } from './${name}.rules.ts';

const rules = ${camel}Rules;

/** ${label}: the area's rules and its page in the left menu. */
export const ${camel}Access = defineArea({
  rules,
  menu: {
    list: { id: '${name}', label: ${labelLiteral}, to: '/${name}', rule: rules.read },
  },
});
`,
);
create(
  `packages/shared/src/${name}/${name}.contract.ts`,
  `import { z } from 'zod';
import { customerPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { ${camel}Access } from './${name}.access.ts';

/** One item of the list: the fields the page shows, picked on purpose. */
export const ${camel}ItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type ${pascal}Item = z.infer<typeof ${camel}ItemSchema>;

export const my${pascal}Contract = defineContract({
  method: 'GET',
  path: '/${name}/my-list',
  summary: ${JSON.stringify(`${label}: the items of the caller’s customer`)},
  description: "Only the caller's own customer is read.",
  tags: ['${name}'],
  access: customerPolicy(${camel}Access.rules.read),
  response: { 200: z.array(${camel}ItemSchema) },
});
`,
);
create(
  `packages/shared/src/${name}/index.ts`,
  `export * from './${name}.rules.ts';\nexport * from './${name}.access.ts';\nexport * from './${name}.contract.ts';\n`,
);
insertAfterLast(
  'packages/shared/src/index.ts',
  /^export \* from '\.\/[^/]+\/index\.ts';$/,
  `export * from './${name}/index.ts';`,
);
insertAfterLast(
  'packages/shared/src/access/areas.ts',
  /^import \{ \w+Access \} from '\.\.\//,
  `import { ${camel}Access } from '../${name}/${name}.access.ts';`,
);
insertAfterLast(
  'packages/shared/src/access/areas.ts',
  /^ {2}\w+: \w+Access,$/,
  `  ${camel}: ${camel}Access,`,
);

// API: the module, its route, service and repository, and its line in app.ts.
const moduleFolder = `apps/api/src/modules/${name}`;
create(
  `${moduleFolder}/${name}.repository.ts`,
  `import type { ${pascal}Item } from '@portale/shared';
import type { Database } from '@portale/db';

export function create${pascal}Repository(db: Database) {
  void db;
  return {
    /** The items of one customer, filtered, sorted and paged in SQL once the area has its tables. */
    async findForCustomer(customerCode: string): Promise<${pascal}Item[]> {
      void customerCode;
      return [];
    },
  };
}

export type ${pascal}Repository = ReturnType<typeof create${pascal}Repository>;
`,
);
create(
  `${moduleFolder}/${name}.service.ts`,
  `import type { ${pascal}Item } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { ${pascal}Repository } from './${name}.repository.ts';

/** ${label}: what the caller's customer may see, never another customer's. */
export function create${pascal}Service(deps: { repository: ${pascal}Repository }) {
  const { repository } = deps;
  return {
    async listMine(auth: AuthContext): Promise<${pascal}Item[]> {
      if (auth.kind !== 'customer' || auth.customerCode === null) return [];
      return repository.findForCustomer(auth.customerCode);
    },
  };
}

export type ${pascal}Service = ReturnType<typeof create${pascal}Service>;
`,
);
create(
  `${moduleFolder}/${name}.routes.ts`,
  `import type { FastifyInstance } from 'fastify';
import { my${pascal}Contract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { ${pascal}Service } from './${name}.service.ts';

export function register${pascal}Routes(app: FastifyInstance, service: ${pascal}Service) {
  registerRoute(app, my${pascal}Contract, ({ request }) => service.listMine(requireAuth(request)));
}
`,
);
create(
  `${moduleFolder}/index.ts`,
  `import type { AppModule, SharedDeps } from '../app-module.ts';
import { create${pascal}Repository } from './${name}.repository.ts';
import { register${pascal}Routes } from './${name}.routes.ts';
import { create${pascal}Service } from './${name}.service.ts';

/** ${label}. */
export function create${pascal}Module(deps: Pick<SharedDeps, 'db'>): AppModule {
  const service = create${pascal}Service({ repository: create${pascal}Repository(deps.db) });
  return { name: '${name}', routes: (api) => register${pascal}Routes(api, service) };
}
`,
);
insertAfterLast(
  'apps/api/src/app.ts',
  /^import \{ create\w+Module \} from '\.\/modules\//,
  `import { create${pascal}Module } from './modules/${name}/index.ts';`,
);
insertAfterLast('apps/api/src/app.ts', /^ {4}create\w+Module\(/, `    create${pascal}Module(shared),`);

// API tests: the matrix entry (authorization.test.ts reads every *.matrix.ts) and the area's own test.
create(
  `apps/api/test/authorization/${name}.matrix.ts`,
  `import { ${camel}Access } from '@portale/shared';
import { customersOf, type MatrixEntry } from './matrix.ts';

/** ${label}, under the rules of ${camel}Access. */
const { read } = ${camel}Access.rules;

export const matrix: MatrixEntry[] = [{ method: 'GET', path: '/${name}/my-list', access: customersOf(read) }];
`,
);
create(
  `apps/api/test/${name}.test.ts`,
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['cliente.demo', 'limitato.demo']) tokens[username] = await loginAs(testApp, username);
});
afterAll(() => closeTestApp(testApp));

describe(${labelLiteral}, () => {
  it('lists the items of the caller’s customer', async () => {
    const response = await call('GET', '/${name}/my-list', 'cliente.demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a customer user without the sub-role', async () => {
    const response = await call('GET', '/${name}/my-list', 'limitato.demo');
    expect(response.statusCode).toBe(403);
  });
});
`,
);

// Web: the page, its query, its route and menu entry, and their lines in the router and the menu.
const feature = `apps/web/src/features/${name}`;
create(
  `${feature}/api/my-${name}.ts`,
  `import { my${pascal}Contract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const my${pascal}QueryOptions = queryOptions({
  queryKey: ['${name}', 'mine'],
  queryFn: ({ signal }) => callApi(my${pascal}Contract, { signal }),
});

export function useMy${pascal}() {
  return useSuspenseQuery(my${pascal}QueryOptions);
}
`,
);
create(
  `${feature}/${name}-page.tsx`,
  `import { Alert, List, Stack, Title } from '@mantine/core';
import { useMy${pascal} } from './api/my-${name}.ts';

/** ${label} (/${name}). */
export function ${pascal}Page() {
  const { data: items } = useMy${pascal}();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        ${label}
      </Title>
      {items.length === 0 ? (
        <Alert color="gray" variant="light" title="Niente da mostrare" />
      ) : (
        <List>
          {items.map((item) => (
            <List.Item key={item.id}>{item.name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
`,
);
create(
  `${feature}/routes.tsx`,
  `import { ${camel}Rules } from '@portale/shared';
import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireAccess } from '../../lib/route-access.ts';

// The rules only, and the title as a word: the area's menu stays off the first screen (route-titles.test.ts).
const ${camel}Route = createRoute({
  getParentRoute: () => shellRoute,
  path: '/${name}',
  staticData: { title: ${labelLiteral} },
  beforeLoad: requireAccess(${camel}Rules.read),
  component: lazyPage(() => import('./${name}-page.tsx'), '${pascal}Page'),
});

export const ${camel}Routes = [${camel}Route] as const;
`,
);
create(
  `${feature}/menu.ts`,
  `import { ${camel}Access } from '@portale/shared';
import { IconList } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const ${camel}Menu = [menuEntry(${camel}Access.menu.list, IconList)];
`,
);
insertAfterLast(
  'apps/web/src/app/router.tsx',
  /^import \{ \w+Routes \} from '\.\.\/features\//,
  `import { ${camel}Routes } from '../features/${name}/routes.tsx';`,
);
insertAfterLast('apps/web/src/app/router.tsx', /^ {4}\.\.\.\w+Routes,$/, `    ...${camel}Routes,`);
insertAfterLast(
  'apps/web/src/app/shell/menu-entries.ts',
  /^import \{ [\w, ]+ \} from '\.\.\/\.\.\/features\//,
  `import { ${camel}Menu } from '../../features/${name}/menu.ts';`,
);
insertAfterLast('apps/web/src/app/shell/menu-entries.ts', /^ {2}\.\.\.\w+Menu,$/, `  ...${camel}Menu,`);

// The accessibility walk visits every route of the router.
insertAfterLast(
  'apps/e2e/tests/support/route-catalogue.ts',
  /^ {2}'\/[^']*': \{ kind: 'page', url: '[^']*', signedIn: true \},$/,
  `  '/${name}': { kind: 'page', url: '/${name}', signedIn: true },`,
);

execFileSync(
  'npx',
  [
    'prettier',
    '--write',
    '--log-level',
    'warn',
    `packages/shared/src/${name}`,
    moduleFolder,
    feature,
    `apps/api/test/${name}.test.ts`,
    `apps/api/test/authorization/${name}.matrix.ts`,
  ],
  { stdio: 'inherit' },
);
execFileSync('npm', ['run', '--silent', 'openapi'], { stdio: 'inherit' });

console.log(`
The skeleton of «${name}» is written: \`npm run test:area -- ${name}\` runs its tests.
What is left to you (docs/ARCHITECTURE.md, "Adding an area"):
- its tables in packages/db/src/schema/${name}.ts, exported from schema/index.ts, then
  \`npm run db:generate -- --name ${name}\`, its demo rows in packages/demo-data/src/, and the repository's query;
- its refusals in packages/shared/src/errors/catalogue.ts, and \`invalidates\` on its write routes;
- the pinned tests: the rule «${camel}.read» in packages/shared/src/access/areas.test.ts, the label
  «${label}» in apps/web/src/app/shell/menu-entries.test.ts, where menu-entries.ts puts it (move the
  line there to SPEC.md's order), and the id «${name}» in apps/e2e/tests/support/spec-menu.ts;
- the icon (menu.ts), a dashboard card, its browser spec, its dialogs in accessibility.spec.ts, the guide
  in docs/guida/, and \`npm test\` before the commit.`);
