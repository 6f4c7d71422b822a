import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type MailServer = {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on the loopback interface (port 0: any free port), as a mail provider would run
 * one: the API under test sends to it with nodemailer over TCP and the test reads what arrived.
 * With `refuse`, every recipient is rejected (the provider's server is refusing mail).
 */
export async function startMailServer(options: { refuse?: boolean } = {}): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) callback(new Error(`550 mailbox unavailable: ${address.address}`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMessage(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail among ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a message's text that starts with the given prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in:\n${mail.text}`);
  return link;
}

// A small MIME reader: enough for nodemailer's multipart/alternative messages.

function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  const parts = leafParts(headers, body);
  const pick = (type: string) => parts.find((part) => part.type === type)?.content ?? '';
  return { subject, text: pick('text/plain'), html: pick('text/html') };
}

function splitHeaders(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const part = splitHeaders(section.replace(/^\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  return [{ type, content: decodeBody(body, encoding).replace(/\n$/, '') }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\n/g, ''));
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
