import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailServer, type MailServer } from './mail-server.ts';
import { multipart } from './multipart.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './test-app.ts';

/** A test app with the demo documents' files, a mail server and the demo accounts signed in. */
export function documentsTestContext() {
  const context = {
    testApp: undefined as unknown as TestApp,
    mail: undefined as unknown as MailServer,
    dataDir: '',
    tokens: {} as Record<string, string>,
  };
  const accounts = ['cliente.demo', 'altro.demo', 'limitato.demo', 'ati.demo', 'staff.demo'];
  return {
    context,
    async start() {
      context.dataDir = await mkdtemp(path.join(tmpdir(), 'portale-documents-'));
      context.mail = await startMailServer();
      context.testApp = await createTestApp({ DATA_DIR: context.dataDir, SMTP_URL: context.mail.url });
      for (const username of accounts) context.tokens[username] = await loginAs(context.testApp, username);
    },
    async stop() {
      await closeTestApp(context.testApp);
      await context.mail.close();
      await rm(context.dataDir, { recursive: true, force: true });
    },
    call: apiCaller(() => context.testApp, context.tokens),
    /** A multipart POST, or another method with a JSON body. */
    send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, username: string, body?: unknown) {
      return context.testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(context.tokens[username] ?? ''),
        ...(body !== undefined && { payload: body as object }),
      });
    },
    upload(url: string, username: string, parts: Parameters<typeof multipart>[0]) {
      const { payload, contentType } = multipart(parts);
      return context.testApp.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { 'content-type': contentType, ...bearer(context.tokens[username] ?? '') },
        payload,
      });
    },
    /** Every stored upload (not the demo files). */
    async uploadedFiles(): Promise<string[]> {
      const root = path.join(context.dataDir, 'files');
      const entries = await readdir(root, { recursive: true });
      return entries.filter((entry) => /^\d{4}/.test(entry) && /\.[a-z0-9]+$/.test(entry));
    },
  };
}

export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
