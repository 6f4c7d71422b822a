import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries; logged when there is no SMTP server (see below). */
  links: string[];
};

export type Mailer = {
  /** Sends a message; rejects when the server refuses it or cannot be reached. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Email through nodemailer. With SMTP_URL, a real SMTP transport. Without it (the local demo), each
 * message is written as an .eml file under DATA_DIR/mail and its links are logged at info level so a
 * local user can finish first access or a password reset with no mail server. Links carry one-time
 * codes, so they are logged only in that case, never when a real server delivers the mail.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
    return {
      send: async ({ to, subject, text, html }) => {
        await transport.sendMail({ from, to, subject, text, html });
        log.info({ to, subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const folder = path.resolve(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async ({ to, subject, text, html, links }) => {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to, subject, file, links },
        'mail written to a file (no SMTP_URL): open the links to continue',
      );
    },
    close: () => transport.close(),
  };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/**
 * A notice to a named user, in the portal's one layout: greeting, the sentence, a link that opens the
 * thing in the web app, and the provider's signature; the same blocks as plain text and escaped HTML.
 */
export function noticeEmail(message: {
  to: { email: string; firstName: string; lastName: string };
  subject: string;
  sentence: string;
  link: string;
  /** The link's words, e.g. «Apri il documento». */
  linkLabel: string;
  providerName: string;
}): MailMessage {
  const { to, sentence, link, linkLabel } = message;
  const greeting = `Gentile ${to.firstName} ${to.lastName},`;
  const signature = `${message.providerName}\nPortale Clienti`;
  return {
    to: to.email,
    subject: message.subject,
    text: [greeting, sentence, `${linkLabel}: ${link}`, signature].join('\n\n'),
    html:
      `<!doctype html><html lang="it"><head><meta charset="utf-8"></head><body style="font-family: sans-serif">` +
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(sentence)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>` +
      `<p>${escapeHtml(signature).replaceAll('\n', '<br>')}</p></body></html>`,
    links: [link],
  };
}
