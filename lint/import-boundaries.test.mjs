import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowed, forbidden } from './boundary-fixture.mjs';

const repoRoot = path.dirname(import.meta.dirname);

const importRule = (ruleId) =>
  ruleId?.startsWith('import-x/') || ruleId === '@typescript-eslint/no-restricted-imports';

/** The import rules' findings for one fixture, linted with the repository's own configuration. */
async function importFindings(eslint, { file, source }) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((message) => importRule(message.ruleId));
}

describe('import boundaries', () => {
  const findings = new Map();

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    for (const fixture of [...forbidden, ...allowed]) {
      findings.set(fixture, await importFindings(eslint, fixture));
    }
  }, 60_000);

  it.each(forbidden.map((fixture) => [fixture.name, fixture]))('refuses: %s', (_name, fixture) => {
    const rules = findings.get(fixture).map((message) => message.ruleId);
    // An import that does not resolve would be refused for the wrong reason: the fixture must name a real file.
    expect(rules).not.toContain('import-x/no-unresolved');
    expect(rules).toContain(fixture.rule);
  });

  it.each(allowed.map((fixture) => [fixture.name, fixture]))('accepts: %s', (_name, fixture) => {
    expect(findings.get(fixture)).toEqual([]);
  });
});
