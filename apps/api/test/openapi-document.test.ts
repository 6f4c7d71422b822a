import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '@portale/shared';
import { generateOpenApiDocument, readCommittedDocument } from '../scripts/openapi-document.ts';
import { closeTestApp, createTestApp, type TestApp } from './support/test-app.ts';

type Answer = { description: string; content?: Record<string, { schema: { $ref?: string } }> };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-access'?: AccessPolicy;
  responses: Record<string, Answer>;
};
type ObjectSchema = { properties: Record<string, unknown>; required: string[] };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, ObjectSchema> };
};

const errorSchemaRef = '#/components/schemas/ApiError';

let committed: OpenApiDocument;
let operations: { method: string; path: string; operation: Operation }[];
let testApp: TestApp;

beforeAll(async () => {
  committed = (await readCommittedDocument()) as OpenApiDocument;
  operations = Object.entries(committed.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
  testApp = await createTestApp();
});
afterAll(() => closeTestApp(testApp));

describe('the committed OpenAPI document (docs/openapi.json)', () => {
  it('is the document the code serves', async () => {
    const generated = await generateOpenApiDocument();
    expect(generated, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toEqual(
      committed,
    );
  });

  it('gives every operation an operationId of its own', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(90);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]+$/.test(id ?? ''))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(committed.paths['/api/site/{siteCode}/details']?.get?.operationId).toBe(
      'getSiteBySiteCodeDetails',
    );
  });

  it('states the security of every operation: none for public routes, the bearer token otherwise', () => {
    const publicOnes = operations.filter(({ operation }) => operation['x-access']?.kind === 'public');
    expect(publicOnes.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['getHealth', 'postUserLogin', 'postUserImpersonate']),
    );
    for (const { operation } of operations) {
      const expected = operation['x-access']?.kind === 'public' ? [] : [{ bearer: [] }];
      expect(operation.security, operation.operationId).toEqual(expected);
    }
  });

  it("lists every operation's error answers with the { message, status, body } schema", () => {
    for (const { path, operation } of operations) {
      const isPublic = operation['x-access']?.kind === 'public';
      const expected = [
        '400',
        ...(isPublic ? [] : ['401', '403']),
        ...(path.includes('{') ? ['404'] : []),
        '500',
      ];
      const statuses = Object.keys(operation.responses);
      expect(statuses, operation.operationId).toEqual(expect.arrayContaining(expected));
      for (const status of statuses.filter((code) => Number(code) >= 400)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.$ref, `${operation.operationId} ${status}`).toBe(errorSchemaRef);
      }
    }
    const rateLimited = ['postUserLogin', 'postUserSendResetPassword', 'postUserImpersonate'];
    for (const id of rateLimited) {
      const operation = operations.find((entry) => entry.operation.operationId === id)?.operation;
      expect(Object.keys(operation?.responses ?? {}), id).toContain('429');
    }
    const notLimited = operations.find((entry) => entry.operation.operationId === 'getSiteMyList');
    expect(Object.keys(notLimited?.operation.responses ?? {})).not.toContain('429');
  });

  it('describes the error answers exactly as the API sends them', async () => {
    const errorSchema = committed.components.schemas.ApiError!;
    const detailsSchema = errorSchema.properties.body as ObjectSchema;
    const failures = [
      { method: 'GET', url: '/api/user/me', status: 401 },
      { method: 'POST', url: '/api/user/login', payload: { username: 7 }, status: 400 },
      { method: 'GET', url: '/api/user/first-access/not-a-code', status: 404 },
    ] as const;
    for (const { status, ...request } of failures) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, request.url).toBe(status);
      const body = response.json<{ status: number; body: Record<string, unknown> }>();
      expect(Object.keys(body).sort()).toEqual(Object.keys(errorSchema.properties).sort());
      expect(Object.keys(body.body)).toEqual(expect.arrayContaining(detailsSchema.required));
      expect(Object.keys(detailsSchema.properties)).toEqual(expect.arrayContaining(Object.keys(body.body)));
      expect(body.status).toBe(status);
      expect(body.body.requestId).toBe(response.headers['x-request-id']);
    }
  });
});
