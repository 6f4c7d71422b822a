import path from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import { committedDocumentPath } from '../scripts/openapi-document.ts';

const configPath = path.resolve(import.meta.dirname, '../../../redocly.yaml');

it("passes Redocly's recommended rules, but for those redocly.yaml turns off with their reason", async () => {
  const config = await loadConfig({ configPath });
  const problems = await lint({ ref: committedDocumentPath, config });
  const described = problems.map(
    ({ ruleId, severity, message, location }) =>
      `${severity} ${ruleId} at ${location[0]?.pointer ?? '?'}: ${message}`,
  );
  expect(described).toEqual([]);
});
