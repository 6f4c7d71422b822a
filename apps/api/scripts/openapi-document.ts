import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@portale/db';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';

/** Where the OpenAPI document is committed, for reviewers and other people's tools. */
export const committedDocumentPath = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

/**
 * The OpenAPI document as the API serves it at /api/openapi.json, from the app built with the default
 * settings on an empty in-memory database, never listening. Nothing in it depends on data or settings.
 */
export async function generateOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: 'does-not-exist' });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const { app } = await buildApp({ config, database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function readCommittedDocument(): Promise<unknown> {
  return JSON.parse(await readFile(committedDocumentPath, 'utf8'));
}

export async function writeCommittedDocument(document: unknown) {
  await writeFile(committedDocumentPath, `${JSON.stringify(document, null, 2)}\n`);
}
