import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { readCommittedDocument } from '../scripts/openapi-document.ts';

/** What another team writes against the generated types: two paths, one operation, the error shape. */
const clientCode = `
import type { components, operations, paths } from './portale-api';

type LoginBody = paths['/api/user/login']['post']['requestBody']['content']['application/json'];
type Profile = paths['/api/user/me']['get']['responses'][200]['content']['application/json'];
type SiteDetailsParams = operations['getSiteBySiteCodeDetails']['parameters']['path'];
type ApiError = components['schemas']['ApiError'];

export const login: LoginBody = { username: 'giulia.bianchi', password: 'Portale2026!' };
export const greeting = (profile: Profile): string => \`Buongiorno \${profile.firstName}\`;
export const params: SiteDetailsParams = { siteCode: 'UB000001' };
export const refused: ApiError = { message: 'Forbidden', status: 403, body: { code: 'FORBIDDEN' } };
// @ts-expect-error the login contract has no such field
export const wrong: LoginBody = { username: 'giulia.bianchi', password: 'x', remember: true };
`;

it('gives a typed client (openapi-typescript) that compiles', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portale-openapi-client-'));
  try {
    const nodes = await openapiTS((await readCommittedDocument()) as Parameters<typeof openapiTS>[0]);
    await writeFile(path.join(directory, 'portale-api.d.ts'), astToString(nodes));
    const clientFile = path.join(directory, 'client.ts');
    await writeFile(clientFile, clientCode);
    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}, 30_000);
