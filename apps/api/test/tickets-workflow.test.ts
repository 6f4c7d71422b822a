import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, Profile, TicketDetail, TicketSiteOption } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { startMailServer, type MailServer } from './support/mail-server.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** The state machine through the API: each side's actions, refusals, notifications and emails. */
let testApp: TestApp;
let mail: MailServer;
let dataDir = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-workflow-'));
  mail = await startMailServer();
  testApp = await createTestApp({ DATA_DIR: dataDir, SMTP_URL: mail.url, TICKET_REOPEN_DAYS: '10' });
  // Signed in side by side: the password hashes are computed off the main thread.
  const users = ['cliente.demo', 'altro.demo', 'staff.demo', 'operatore.demo', 'elena.moretti'];
  await Promise.all(users.map(async (username) => (tokens[username] = await loginAs(testApp, username))));
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => testApp, tokens);
const detail = async (ticketId: string, username = 'cliente.demo') =>
  (await call('GET', `/tickets/${ticketId}`, username)).json<TicketDetail>();
const profile = async (username: string) => (await call('GET', '/user/me', username)).json<Profile>();
const latestNotification = async (username: string) =>
  (await call('GET', '/notifications/my-list', username)).json<NotificationItem[]>()[0];

async function openTicket(subject: string) {
  const [site] = (await call('GET', '/tickets/site-options', 'cliente.demo')).json<TicketSiteOption[]>();
  const response = await call('POST', '/tickets', 'cliente.demo', {
    type: 'COMPLAINT',
    urgency: 'MEDIUM',
    siteCode: site?.siteCode,
    subject,
    description: 'Descrizione di prova',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketDetail>().ticketId;
}

describe('a ticket from opening to closing', () => {
  let ticketId = '';

  it('is taken in charge by the provider only, and the author is told, live and by email', async () => {
    ticketId = await openTicket('Ciclo completo');
    expect((await call('POST', `/tickets/${ticketId}/take-in-charge`, 'cliente.demo')).statusCode).toBe(403);
    expect(
      (await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', { text: 'Presto' })).json(),
    ).toMatchObject({
      status: 409,
      body: { code: 'TICKET_TRANSITION_NOT_ALLOWED' },
    });
    const before = (await profile('cliente.demo')).newTickets;
    expect((await call('POST', `/tickets/${ticketId}/take-in-charge`, 'operatore.demo')).statusCode).toBe(
      204,
    );
    expect((await detail(ticketId)).state).toBe('IN_CHARGE');
    expect((await profile('cliente.demo')).newTickets).toBe(before + 1);
    const notification = await latestNotification('cliente.demo');
    expect(notification).toMatchObject({ state: 'ticket-detail', stateParams: { ticketId }, read: false });
    expect(notification?.template).toMatch(/Ciclo completo.*«Presa in carico»/);
    const email = await mail.waitFor((m) => m.text.includes('Ciclo completo'));
    expect(email.to).toEqual(['giulia.bianchi@ao-santalucia.it']);
    expect(email.subject).toMatch(/^Segnalazione SEG-\d{4}-\d{6}: presa in carico$/);
    expect(email.text).toContain(`/transmissions/tickets/detail/${ticketId}`);
    expect((await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo')).statusCode).toBe(409);
  });

  it('is answered with a message by the provider (MANAGED), which the customer consults by opening it', async () => {
    const answer = await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', {
      text: 'Risolto stamattina.',
    });
    expect(answer.statusCode, answer.body).toBe(204);
    const managed = await detail(ticketId, 'staff.demo');
    expect(managed.state).toBe('MANAGED');
    expect(managed.events.map((e) => [e.kind, e.toState])).toEqual([
      ['created', 'NEW'],
      ['state', 'IN_CHARGE'],
      ['message', null],
      ['state', 'MANAGED'],
    ]);
    expect(managed.events[2]).toMatchObject({
      side: 'provider',
      text: 'Risolto stamattina.',
      authorName: 'Alessandro Romano',
    });
    expect((await latestNotification('cliente.demo'))?.template).toMatch(/ha risposto/);
    // Staff opening it changes nothing; the customer opening it consults the answer.
    expect((await call('POST', `/tickets/${ticketId}/seen`, 'staff.demo')).json()).toEqual({
      state: 'MANAGED',
    });
    const unseen = (await profile('cliente.demo')).newTickets;
    expect((await call('POST', `/tickets/${ticketId}/seen`, 'cliente.demo')).json()).toEqual({
      state: 'ANSWER_CONSULTED',
    });
    expect((await profile('cliente.demo')).newTickets).toBe(unseen - 1);
    expect((await call('POST', `/tickets/${ticketId}/seen`, 'cliente.demo')).json()).toEqual({
      state: 'ANSWER_CONSULTED',
    });
    expect((await call('POST', `/tickets/${ticketId}/seen`, 'altro.demo')).statusCode).toBe(404);
  });

  it('is closed by the customer with a vote and a comment; the vote must be 1 to 4', async () => {
    expect((await call('POST', `/tickets/${ticketId}/close`, 'cliente.demo', { vote: 5 })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/tickets/${ticketId}/close`, 'altro.demo', { vote: 4 })).statusCode).toBe(
      404,
    );
    const closed = await call('POST', `/tickets/${ticketId}/close`, 'cliente.demo', {
      vote: 3,
      comment: 'Bene così',
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const ticket = await detail(ticketId);
    expect(ticket).toMatchObject({
      state: 'CLOSED',
      vote: 3,
      voteComment: 'Bene così',
      closedAutomatically: false,
    });
    expect(ticket.actions).toMatchObject({ reopen: true, close: false, post: false });
    expect(Date.parse(ticket.actions.reopenUntil ?? '') - Date.parse(ticket.closedAt ?? '')).toBe(
      10 * 86_400_000,
    );
    const message = await call('POST', `/tickets/${ticketId}/messages`, 'cliente.demo', {
      text: 'Ancora una cosa',
    });
    expect(message.json()).toMatchObject({ status: 409, message: 'The ticket is closed' });
    expect((await call('POST', `/tickets/${ticketId}/close`, 'cliente.demo', {})).statusCode).toBe(409);
  });

  it('is reopened with a reason within the days, and then goes back in charge', async () => {
    expect(
      (await call('POST', `/tickets/${ticketId}/reopen`, 'cliente.demo', { reason: ' ' })).statusCode,
    ).toBe(400);
    const reopened = await call('POST', `/tickets/${ticketId}/reopen`, 'cliente.demo', {
      reason: 'Di nuovo sporco',
    });
    expect(reopened.statusCode, reopened.body).toBe(204);
    const ticket = await detail(ticketId, 'staff.demo');
    expect(ticket).toMatchObject({ state: 'REOPENED', reopenReason: 'Di nuovo sporco', closedAt: null });
    expect(ticket.events.at(-1)).toMatchObject({
      fromState: 'CLOSED',
      toState: 'REOPENED',
      text: 'Di nuovo sporco',
    });
    expect(Date.parse(ticket.dueAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo')).statusCode).toBe(204);
    expect((await detail(ticketId)).state).toBe('IN_CHARGE');
  });

  it('refuses a reopening after the configured days with a clear 409', async () => {
    const old = await openTicket('Troppo vecchia');
    await call('POST', `/tickets/${old}/withdraw`, 'cliente.demo');
    await query(testApp, sql`update tickets set closed_at = now() - interval '11 days' where id = ${old}`);
    expect((await detail(old)).actions.reopen).toBe(false);
    const late = await call('POST', `/tickets/${old}/reopen`, 'cliente.demo', { reason: 'Ci ho ripensato' });
    expect(late.json()).toMatchObject({ status: 409, body: { code: 'TICKET_REOPEN_EXPIRED' } });
  });
});

describe('other paths', () => {
  it('lets the customer withdraw only a NEW ticket', async () => {
    const ticketId = await openTicket('Da ritirare');
    expect((await call('POST', `/tickets/${ticketId}/withdraw`, 'cliente.demo')).statusCode).toBe(204);
    const ticket = await detail(ticketId);
    expect(ticket.state).toBe('CLOSED');
    expect(ticket.events.at(-1)).toMatchObject({ fromState: 'NEW', toState: 'CLOSED', side: 'customer' });
    const again = await call('POST', `/tickets/${ticketId}/withdraw`, 'cliente.demo');
    expect(again.json()).toMatchObject({
      status: 409,
      message: "The ticket's state does not allow this action",
    });
    expect((await call('POST', `/tickets/${ticketId}/withdraw`, 'staff.demo')).statusCode).toBe(403);
  });

  it('keeps a thread with messages from both sides without changing the state', async () => {
    const ticketId = await openTicket('Con domande');
    expect(
      (await call('POST', `/tickets/${ticketId}/messages`, 'staff.demo', { text: 'Quale piano?' }))
        .statusCode,
    ).toBe(204);
    expect((await latestNotification('cliente.demo'))?.template).toMatch(/scritto un messaggio/);
    expect(
      (await call('POST', `/tickets/${ticketId}/messages`, 'cliente.demo', { text: 'Il terzo' })).statusCode,
    ).toBe(204);
    expect(
      (await call('POST', `/tickets/${ticketId}/messages`, 'elena.moretti', { text: 'x' })).statusCode,
    ).toBe(403);
    const ticket = await detail(ticketId);
    expect(ticket.state).toBe('NEW');
    expect(ticket.events.filter((e) => e.kind === 'message').map((e) => [e.side, e.text])).toEqual([
      ['provider', 'Quale piano?'],
      ['customer', 'Il terzo'],
    ]);
  });

  it('closes answered tickets by itself after the configured days, and tells the author', async () => {
    const ticketId = await openTicket('Chiusura automatica');
    await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo');
    await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', { text: 'Fatto.' });
    expect(await testApp.services.tickets.workflow.closeAnsweredTickets()).toBe(0);
    await query(
      testApp,
      sql`update tickets set answered_at = now() - interval '7 days 1 minute' where id = ${ticketId}`,
    );
    expect(await testApp.services.tickets.workflow.closeAnsweredTickets()).toBe(1);
    const ticket = await detail(ticketId);
    expect(ticket).toMatchObject({ state: 'CLOSED', closedAutomatically: true });
    expect(ticket.events.at(-1)).toMatchObject({
      fromState: 'MANAGED',
      toState: 'CLOSED',
      side: 'system',
      authorName: null,
    });
    expect((await latestNotification('cliente.demo'))?.template).toMatch(/automaticamente, 7 giorni dopo/);
  });

  it('keeps an answered ticket open when the customer has written since the answer', async () => {
    const ticketId = await openTicket('Risposta non risolutiva');
    await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo');
    await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', { text: 'Sistemato.' });
    const reply = await call('POST', `/tickets/${ticketId}/messages`, 'cliente.demo', {
      text: 'Il problema si ripresenta',
    });
    expect(reply.statusCode).toBe(204);
    await query(
      testApp,
      sql`update tickets set answered_at = answered_at - interval '8 days' where id = ${ticketId}`,
    );
    await query(
      testApp,
      sql`update ticket_events set created_at = created_at - interval '1 day' where ticket_id = ${ticketId} and kind = 'message'`,
    );
    expect(await testApp.services.tickets.workflow.closeAnsweredTickets()).toBe(0);
    expect((await detail(ticketId)).state).not.toBe('CLOSED');
  });

  it('sends no email to an author who refused system emails', async () => {
    await query(testApp, sql`update users set system_emails_consent = false where username = 'cliente.demo'`);
    const ticketId = await openTicket('Senza email');
    await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo');
    await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', { text: 'Risposta senza email' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.some((m) => m.text.includes('Senza email'))).toBe(false);
    expect((await latestNotification('cliente.demo'))?.template).toMatch(/Senza email/);
  });
});
