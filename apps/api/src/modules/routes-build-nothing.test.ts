import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = import.meta.dirname;
const routesFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.routes.ts'),
);

/**
 * A module's routes are thin (ENGINEERING.md): its index.ts builds the repositories and services and
 * hands them to the routes files, which only register routes. A routes file that builds its own keeps
 * them out of sight of the module, which is where every other area wires them.
 */
describe('the API modules’ routes files', () => {
  it('are found', () => {
    expect(routesFiles.length).toBeGreaterThan(20);
  });

  it.each(routesFiles)('%s builds no repository or service (its module’s index.ts does)', (file) => {
    const source = readFileSync(path.join(modules, file), 'utf8');
    // A factory called, not a method of an object it was given (`editor.createService(...)`).
    const built = [...source.matchAll(/(?<![.\w])create[A-Z]\w*\(/g)].map((match) => match[0]);
    expect(built).toEqual([]);
  });
});
