import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './build-api.mjs';

// Inside the repository, as apps/api/dist is: the compiled files find the libraries in its node_modules.
const repoRoot = path.dirname(import.meta.dirname);
const scratchRoot = path.join(repoRoot, 'apps/api/.scratch');
mkdirSync(scratchRoot, { recursive: true });
const scratch = mkdtempSync(path.join(scratchRoot, 'build-'));
const outRoot = path.join(scratch, 'dist');
let metafile;

/** The outputs `output` loads when it is loaded, itself included: its static imports, followed. */
function loadedWith(output) {
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const { path: imported, kind } of metafile.outputs[name]?.imports ?? []) {
      if (kind === 'import-statement' && imported in metafile.outputs) visit(imported);
    }
  };
  visit(output);
  return loaded;
}

/** False for a library left outside the bundle (pdf-lib, loaded by import() when a report is drawn). */
const holdsDemoData = (output) =>
  Object.keys(metafile.outputs[output]?.inputs ?? {}).some((input) =>
    input.startsWith('packages/demo-data/'),
  );

beforeAll(async () => {
  metafile = await buildApi(outRoot);
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the API compiled for production', () => {
  const serverOutput = () => Object.keys(metafile.outputs).find((output) => output.endsWith('/server.js'));

  it('loads the demo data only through import(), in a chunk of its own', () => {
    const startUp = loadedWith(serverOutput());
    expect([...startUp].filter(holdsDemoData)).toEqual([]);
    const dynamic = metafile.outputs[serverOutput()].imports.filter(
      (entry) => entry.kind === 'dynamic-import',
    );
    expect(dynamic.some((entry) => holdsDemoData(entry.path))).toBe(true);
  });

  it('finds the migrations where the database client looks for them, one folder up from its code', () => {
    const clientOutput = Object.keys(metafile.outputs).find(
      (output) => 'packages/db/src/client.ts' in metafile.outputs[output].inputs,
    );
    const migrations = path.resolve(path.dirname(path.resolve(repoRoot, clientOutput)), '../migrations');
    expect(existsSync(path.join(migrations, 'meta/_journal.json'))).toBe(true);
  });

  // Starting it for real takes 17 s here (the embedded database and its migrations), too much for this
  // suite: a bad setting stops it once every module is loaded and linked, which is where plain node
  // differs from tsx (a library that does not resolve, a CommonJS export that ESM cannot name).
  it('loads every module with node alone, up to reading its settings', async () => {
    const server = fork(path.join(outRoot, 'server/server.js'), [], {
      env: { ...process.env, PORT: 'not-a-port' },
      // Plain node: whatever vitest's own process was started with (a TypeScript loader) is not passed on.
      execArgv: [],
      stdio: 'pipe',
    });
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk));
    const code = await new Promise((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('PORT');
    expect(errors).not.toContain('ERR_');
  }, 30_000);
});
