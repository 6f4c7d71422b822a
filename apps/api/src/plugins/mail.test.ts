import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, escapeHtml, noticeEmail } from './mail.ts';

let folder = '';
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('mail without SMTP_URL (the local demo)', () => {
  it('writes the message as an .eml file under DATA_DIR/mail and logs its links', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portale-mail-'));
    const info = vi.fn();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Portale Clienti <noreply@example.it>',
      dataDir: folder,
      log: { info } as unknown as FastifyBaseLogger,
    });
    const link = 'http://localhost:3000/reset-password?code=abc';
    await mailer.send({
      to: 'giulia@example.it',
      subject: 'Reimposta la password del Portale Clienti',
      text: `Ecco il link:\n\n${link}`,
      html: `<p><a href="${link}">Reimposta</a></p>`,
      links: [link],
    });
    const files = await readdir(path.join(folder, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(folder, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: giulia@example.it');
    expect(eml).toContain('Subject: Reimposta la password del Portale Clienti');
    expect(eml).toContain(link);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ links: [link] }), expect.any(String));
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('noticeEmail', () => {
  it('greets the user, says the sentence, links the page and signs, as text and as escaped HTML', () => {
    const link = 'https://portale.example.it/documents/1?a=1&b=2';
    const message = noticeEmail({
      to: { email: 'anna@example.it', firstName: 'Anna', lastName: "D'Amico" },
      subject: 'Nuovo documento: DURC',
      sentence: 'Servizi Srl ha pubblicato il documento «DURC <2025>».',
      link,
      linkLabel: 'Apri il documento',
      providerName: 'Servizi Srl',
    });
    expect(message).toMatchObject({ to: 'anna@example.it', subject: 'Nuovo documento: DURC', links: [link] });
    expect(message.text).toBe(
      "Gentile Anna D'Amico,\n\nServizi Srl ha pubblicato il documento «DURC <2025>».\n\n" +
        `Apri il documento: ${link}\n\nServizi Srl\nPortale Clienti`,
    );
    expect(message.html).toContain('<p>Gentile Anna D&#39;Amico,</p>');
    expect(message.html).toContain('«DURC &lt;2025&gt;»');
    expect(message.html).toContain(`<a href="${escapeHtml(link)}">Apri il documento</a>`);
    expect(message.html).toContain('<p>Servizi Srl<br>Portale Clienti</p>');
  });
});
