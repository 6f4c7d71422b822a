import type { FastifyBaseLogger } from 'fastify';
import { ticketStateLabels, type TicketState } from '@portale/shared';
import { escapeHtml, type Mailer } from '../../plugins/mail.ts';
import { html, type NotifyInput, type SafeHtml } from '../notifications/index.ts';
import type { TicketsRepository } from './tickets.repository.ts';

/** What happened to a ticket, from its author's point of view. */
export type TicketNews =
  { kind: 'state'; toState: TicketState; automatic?: boolean } | { kind: 'answer' } | { kind: 'message' };

export type NoticeTicket = { ticketId: string; code: string; subject: string; authorUserId: string | null };

/**
 * Tells a ticket's author what happened to it, unless they did it themselves: a notification in the
 * portal (stored, then pushed live by the notification service), a refresh of their badges, and an
 * email when they accept system emails. Failures are logged; the change itself already happened.
 */
export function createTicketNotifier(deps: {
  notify: (input: NotifyInput) => Promise<unknown>;
  /** Asks the user's open pages to reload the profile (badge counts). */
  refreshProfile: (userId: string) => void;
  mailer: Mailer;
  findRecipient: TicketsRepository['findRecipient'];
  publicUrl: string;
  providerName: string;
  autoCloseDays: number;
  log: FastifyBaseLogger;
}) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  const headline = (
    ticket: NoticeTicket,
    news: TicketNews,
  ): { subject: string; text: SafeHtml; plain: string } => {
    const name = html`<strong>${ticket.code}</strong> «${ticket.subject}»`;
    const plainName = `${ticket.code} «${ticket.subject}»`;
    switch (news.kind) {
      case 'answer':
        return {
          subject: `Risposta alla segnalazione ${ticket.code}`,
          text: html`Il fornitore ha risposto alla segnalazione ${name}.`,
          plain: `Il fornitore ha risposto alla segnalazione ${plainName}.`,
        };
      case 'message':
        return {
          subject: `Nuovo messaggio sulla segnalazione ${ticket.code}`,
          text: html`Il fornitore ha scritto un messaggio sulla segnalazione ${name}.`,
          plain: `Il fornitore ha scritto un messaggio sulla segnalazione ${plainName}.`,
        };
      case 'state': {
        const label = ticketStateLabels[news.toState];
        const why = news.automatic
          ? ` automaticamente, ${deps.autoCloseDays} giorni dopo la risposta del fornitore`
          : '';
        return {
          subject: `Segnalazione ${ticket.code}: ${label.toLowerCase()}`,
          text: html`La segnalazione ${name} è ora «${label}»${why}.`,
          plain: `La segnalazione ${plainName} è ora «${label}»${why}.`,
        };
      }
    }
  };

  async function sendMail(userId: string, subject: string, plain: string, link: string) {
    const user = await deps.findRecipient(userId);
    if (!user?.enabled || !user.systemEmailsConsent) return;
    const greeting = `Gentile ${user.firstName} ${user.lastName},`;
    const signature = `${deps.providerName}\nPortale Clienti`;
    const text = [greeting, plain, `Apri la segnalazione: ${link}`, signature].join('\n\n');
    const body = [greeting, plain]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .concat(`<p><a href="${escapeHtml(link)}">Apri la segnalazione</a></p>`)
      .concat(`<p>${escapeHtml(signature).replaceAll('\n', '<br>')}</p>`)
      .join('');
    await deps.mailer.send({
      to: user.email,
      subject,
      text,
      html: `<!doctype html><html lang="it"><head><meta charset="utf-8"></head><body style="font-family: sans-serif">${body}</body></html>`,
      links: [link],
    });
  }

  return {
    async tell(ticket: NoticeTicket, news: TicketNews, actorUserId: string | null): Promise<void> {
      const userId = ticket.authorUserId;
      if (!userId || userId === actorUserId) return;
      const { subject, text, plain } = headline(ticket, news);
      try {
        await deps.notify({
          userId,
          template: text,
          state: 'ticket-detail',
          stateParams: { ticketId: ticket.ticketId },
          fromUserId: actorUserId,
        });
        deps.refreshProfile(userId);
      } catch (err) {
        deps.log.warn({ err, ticketId: ticket.ticketId }, 'ticket notification not stored');
      }
      const link = `${base}/transmissions/tickets/detail/${ticket.ticketId}`;
      sendMail(userId, subject, plain, link).catch((err: unknown) =>
        deps.log.warn({ err, ticketId: ticket.ticketId }, 'ticket email not sent'),
      );
    },
  };
}

export type TicketNotifier = ReturnType<typeof createTicketNotifier>;
