/**
 * `npm run build:api`: the API and the workspace packages it uses, compiled to JavaScript for
 * production (`node apps/api/dist/server/server.js`), by esbuild. The libraries stay in node_modules. The
 * demo data comes out as a chunk of its own, which server.ts loads with `import()` only to fill an empty
 * database. The database's migrations are copied beside the code: the database client looks for them one
 * folder up from its own file (packages/db/src/client.ts), here apps/api/dist/migrations.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every bare import but our own packages' is a library, loaded from node_modules at run time. */
const librariesStayExternal = {
  name: 'libraries-stay-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portale/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `outRoot` (server/ and migrations/); returns esbuild's metafile. */
export async function buildApi(outRoot = path.join(repoRoot, 'apps/api/dist')) {
  rmSync(outRoot, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ['apps/api/src/server.ts'],
    outdir: path.join(outRoot, 'server'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [librariesStayExternal],
  });
  cpSync(path.join(repoRoot, 'packages/db/migrations'), path.join(outRoot, 'migrations'), {
    recursive: true,
  });
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildApi();
  console.log(`API compiled in apps/api/dist (${Math.round(performance.now() - started)} ms)`);
}
