import { datePhrase } from '@portale/shared';
import { escapeHtml, type Mailer, type MailMessage } from '../../plugins/mail.ts';

type Recipient = { email: string; firstName: string; lastName: string; username: string };
type Block = string | { link: string; label: string };

/** '7 giorni', '1 ora', '60 minuti': how long a link lasts, in words. */
export function describeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'giorno', 'giorni');
  if (minutes % 60 === 0 && minutes > 60) return plural(minutes / 60, 'ora', 'ore');
  return plural(minutes, 'minuto', 'minuti');
}

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Plain text and simple HTML from the same blocks; every value is escaped in the HTML. */
function compose(to: string, subject: string, blocks: Block[], signature: string): MailMessage {
  const all: Block[] = [...blocks, signature];
  const text = all.map((block) => (typeof block === 'string' ? block : block.link)).join('\n\n');
  const paragraphs = all.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
      : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a><br>` +
        `<small>${escapeHtml(block.link)}</small></p>`,
  );
  const html =
    '<!doctype html><html lang="it"><head><meta charset="utf-8"></head>' +
    `<body style="font-family: sans-serif; line-height: 1.5">${paragraphs.join('')}</body></html>`;
  const links = blocks.flatMap((block) => (typeof block === 'string' ? [] : [block.link]));
  return { to, subject, text, html, links };
}

/**
 * The account emails, in Italian: activation (first access), password reset and lockout. Links point
 * at the web app's public pages under PUBLIC_URL.
 */
export function createAccountEmails(deps: {
  mailer: Mailer;
  publicUrl: string;
  providerName: string;
  lifetimes: { firstAccessMs: number; resetMs: number };
}) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const signature = `${deps.providerName}\nPortale Clienti`;

  return {
    activationLink: (code: string) => `${base}/enable-user?code=${encodeURIComponent(code)}`,
    resetLink: (code: string) => `${base}/reset-password?code=${encodeURIComponent(code)}`,
    impersonationLink: (code: string) => `${base}/impersonate-user?secret=${encodeURIComponent(code)}`,

    async sendActivation(user: Recipient, link: string) {
      await deps.mailer.send(
        compose(
          user.email,
          'Attiva il tuo accesso al Portale Clienti',
          [
            `Gentile ${user.firstName} ${user.lastName},`,
            `${deps.providerName} ha creato per te un account sul Portale Clienti.\nIl tuo nome utente è: ${user.username}`,
            `Per attivarlo, scegli la tua password dal link qui sotto. Il link vale ${describeDuration(deps.lifetimes.firstAccessMs)} e si può usare una sola volta.`,
            { link, label: 'Attiva il tuo account' },
            'Se non ti aspettavi questo messaggio, puoi ignorarlo.',
          ],
          signature,
        ),
      );
    },

    async sendReset(user: Recipient, link: string) {
      await deps.mailer.send(
        compose(
          user.email,
          'Reimposta la password del Portale Clienti',
          [
            `Gentile ${user.firstName} ${user.lastName},`,
            `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${user.username}.`,
            `Scegli una nuova password dal link qui sotto. Il link vale ${describeDuration(deps.lifetimes.resetMs)} e si può usare una sola volta; tutte le sessioni aperte verranno chiuse.`,
            { link, label: 'Reimposta la password' },
            'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
          ],
          signature,
        ),
      );
    },

    async sendLockout(user: Recipient, details: { failures: number; lockedUntil: Date }) {
      await deps.mailer.send(
        compose(
          user.email,
          'Accesso al Portale Clienti bloccato temporaneamente',
          [
            `Gentile ${user.firstName} ${user.lastName},`,
            `dopo ${details.failures} tentativi di accesso non riusciti abbiamo bloccato temporaneamente l'accesso al tuo account ${user.username}, ${datePhrase('fino al', romeTime.format(details.lockedUntil).replace(', ', ' alle ore '))} (ora italiana).`,
            "Se eri tu, potrai riprovare dopo quell'ora. Se non eri tu, qualcuno potrebbe conoscere il tuo nome utente: ti consigliamo di reimpostare la password.",
            { link: `${base}/recover-password`, label: 'Reimposta la password' },
          ],
          signature,
        ),
      );
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
