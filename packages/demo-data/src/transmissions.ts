import {
  defaultTicketDueHours,
  formatTicketCode,
  romeCalendarDay,
  type TicketState,
  type TicketUrgency,
} from '@portale/shared';
import {
  messagePosts,
  messageReads,
  messageThreads,
  ticketCodeCounters,
  ticketEvents,
  tickets,
  ticketSeen,
  type Database,
} from '@portale/db';
import { stableUuid } from './entity-random.ts';
import type { DemoData } from './rows.ts';

/**
 * Demo tickets and communications of the fixed customers, relative to now: for cliente.demo an answer
 * to read, a late request, one in charge, one closed with a vote and a colleague's; one each for
 * altro.demo and ati.demo; a communication to every fixed customer and one about a site with a reply.
 */
type Step = { hoursAgo: number; by: 'author' | 'staff'; to?: TicketState; text?: string };
type TicketPlan = {
  author: string;
  site: string;
  type: (typeof tickets.$inferInsert)['type'];
  urgency: TicketUrgency;
  subject: string;
  description: string;
  room?: string;
  vote?: { vote: number; comment: string };
  /**
   * Due before the end of today in Italy whatever the hour the demo is seeded at, instead of after the
   * urgency's hours: the back office's dashboard shows a ticket due today.
   */
  dueToday?: boolean;
  steps: Step[];
};

const ticketPlans: TicketPlan[] = [
  {
    author: 'cliente.demo',
    site: 'Presidio Ospedaliero Santa Lucia – Padiglione A',
    type: 'COMPLAINT',
    urgency: 'HIGH',
    room: 'Piano 2 – servizi igienici del corridoio est',
    subject: 'Bagni del secondo piano non puliti al mattino',
    description:
      'Da tre giorni alle 8:00 i bagni del corridoio est risultano ancora sporchi e senza carta. ' +
      'Chiediamo di verificare il passaggio del turno di notte.',
    steps: [
      { hoursAgo: 70, by: 'author' },
      { hoursAgo: 66, by: 'staff', to: 'IN_CHARGE' },
      {
        hoursAgo: 48,
        by: 'staff',
        to: 'MANAGED',
        text:
          'Abbiamo verificato: il turno di notte saltava il corridoio est per un errore nel piano di lavoro. ' +
          'Da oggi il passaggio è alle 6:30 e il capo cantiere lo controlla ogni mattina.',
      },
    ],
  },
  {
    author: 'cliente.demo',
    site: 'Pronto Soccorso – Presidio Santa Lucia',
    type: 'INTERVENTION_REQUEST',
    urgency: 'VERY_HIGH',
    room: 'Sala d’attesa',
    subject: 'Pavimento bagnato nella sala d’attesa',
    description: 'Una perdita dal distributore d’acqua ha bagnato il pavimento: serve un intervento subito.',
    steps: [{ hoursAgo: 6, by: 'author' }],
  },
  {
    author: 'cliente.demo',
    site: 'Blocco operatorio – Padiglione D',
    type: 'MAINTENANCE',
    urgency: 'MEDIUM',
    subject: 'Dispenser di gel igienizzante rotto',
    description: 'Il dispenser all’ingresso degli spogliatoi non eroga più il gel.',
    steps: [
      { hoursAgo: 26, by: 'author' },
      { hoursAgo: 20, by: 'staff', to: 'IN_CHARGE' },
    ],
  },
  {
    author: 'cliente.demo',
    site: 'Presidio Ospedaliero Santa Lucia – Padiglione B',
    type: 'OFFER_REQUEST',
    urgency: 'LOW',
    subject: 'Preventivo per la pulizia straordinaria delle vetrate',
    description: 'Vorremmo un preventivo per la pulizia delle vetrate esterne prima dell’estate.',
    vote: { vote: 4, comment: 'Preventivo chiaro e arrivato in tempi brevi.' },
    steps: [
      { hoursAgo: 300, by: 'author' },
      { hoursAgo: 290, by: 'staff', to: 'IN_CHARGE' },
      { hoursAgo: 240, by: 'staff', to: 'MANAGED', text: 'In allegato alla mail il preventivo richiesto.' },
      { hoursAgo: 200, by: 'author', to: 'ANSWER_CONSULTED' },
      { hoursAgo: 190, by: 'author', to: 'CLOSED', text: 'Preventivo chiaro e arrivato in tempi brevi.' },
    ],
  },
  {
    author: 'chiara.galli',
    site: 'Presidio Ospedaliero Santa Lucia – Padiglione A',
    type: 'REPORT',
    urgency: 'LOW',
    subject: 'Cestini pieni nel parcheggio visitatori',
    description: 'I cestini del parcheggio visitatori vengono svuotati solo a fine giornata.',
    steps: [{ hoursAgo: 30, by: 'author' }],
  },
  {
    author: 'altro.demo',
    site: 'Filiale di Brescia',
    type: 'COMPLAINT',
    urgency: 'MEDIUM',
    subject: 'Luci del salone lasciate accese di notte',
    description: 'Dopo la pulizia serale le luci del salone restano accese fino al mattino.',
    dueToday: true,
    steps: [{ hoursAgo: 10, by: 'author' }],
  },
  {
    author: 'ati.demo',
    site: 'Poliambulatorio di Varese',
    type: 'INTERVENTION_REQUEST',
    urgency: 'HIGH',
    subject: 'Pulizia straordinaria dopo i lavori in ambulatorio 3',
    description: 'Terminati i lavori di tinteggiatura, l’ambulatorio 3 va pulito prima della riapertura.',
    steps: [
      { hoursAgo: 50, by: 'author' },
      { hoursAgo: 47, by: 'staff', to: 'IN_CHARGE' },
      {
        hoursAgo: 30,
        by: 'staff',
        to: 'MANAGED',
        text: 'Pulizia eseguita questa mattina, ambulatorio pronto.',
      },
      { hoursAgo: 28, by: 'author', to: 'ANSWER_CONSULTED' },
    ],
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** The next midnight in Italy after `now`: the instant the calendar day in Europe/Rome changes. */
export function endOfRomeDay(now: Date): Date {
  const today = romeCalendarDay(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Italy is one or two hours ahead of UTC: the next day's midnight is one of these two instants.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, -offsetHours));
    if (
      romeCalendarDay(candidate) !== today &&
      romeCalendarDay(new Date(candidate.getTime() - 1)) === today
    ) {
      return candidate;
    }
  }
  return new Date(Date.UTC(year, month - 1, day + 1, -1));
}

/** Half way between now and the end of today in Italy: not late yet, and due today. */
const dueLaterToday = (now: Date) => new Date((now.getTime() + endOfRomeDay(now).getTime()) / 2);

export async function insertDemoTransmissions(tx: Database, data: DemoData, now: Date): Promise<void> {
  const userId = (username: string) => {
    const user = data.users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`no demo user ${username}`);
    return user.id;
  };
  const siteOf = (name: string) => {
    const site = data.sites.find((candidate) => candidate.name === name);
    const jobOrder = data.jobOrders.find((candidate) => candidate.id === site?.jobOrderId);
    if (!site || !jobOrder) throw new Error(`no demo site ${name}`);
    return { siteCode: site.code, jobOrderId: jobOrder.id, customerCode: jobOrder.customerCode };
  };
  /** As the API routes a new ticket: the site's contact role handling tickets, else its job order's or customer's. */
  const handlerOf = (site: { siteCode: string; jobOrderId: string; customerCode: string }) => {
    const level = (row: DemoData['contactAssociations'][number]) =>
      row.siteCode === site.siteCode
        ? 0
        : row.siteCode === null && row.jobOrderId === site.jobOrderId
          ? 1
          : 2;
    const role = (id: number) => data.contactRoles.find((candidate) => candidate.id === id);
    const category = (id: number) => data.contactRoleCategories.find((candidate) => candidate.id === id);
    const [best] = data.contactAssociations
      .filter((row) => row.customerCode === site.customerCode && role(row.roleId)?.handleTickets)
      .filter((row) => row.siteCode === site.siteCode || row.siteCode === null)
      .filter((row) => row.siteCode !== null || row.jobOrderId === site.jobOrderId || row.jobOrderId === null)
      .sort(
        (a, b) =>
          level(a) - level(b) ||
          (category(role(a.roleId)?.categoryId ?? 0)?.priority ?? 0) -
            (category(role(b.roleId)?.categoryId ?? 0)?.priority ?? 0) ||
          (role(a.roleId)?.priority ?? 0) - (role(b.roleId)?.priority ?? 0) ||
          a.id - b.id,
      );
    return { assignedContactRoleId: best?.roleId ?? null, assignedContactId: best?.contactId ?? null };
  };
  const staffId = userId('staff.demo');
  const year = now.getFullYear();

  for (const [index, plan] of ticketPlans.entries()) {
    const id = stableUuid('ticket', index);
    const author = userId(plan.author);
    const site = siteOf(plan.site);
    const [first] = plan.steps;
    const last = plan.steps.at(-1) ?? first;
    if (!first || !last) continue;
    const state = plan.steps.reduce<TicketState>((current, step) => step.to ?? current, 'NEW');
    const at = (step: Step) => hoursBefore(now, step.hoursAgo);
    const answered = plan.steps.findLast((step) => step.to === 'MANAGED');
    await tx.insert(tickets).values({
      id,
      code: formatTicketCode(year, index + 1),
      type: plan.type,
      urgency: plan.urgency,
      state,
      subject: plan.subject,
      description: plan.description,
      siteCode: site.siteCode,
      customerCode: site.customerCode,
      room: plan.room ?? null,
      authorUserId: author,
      ...handlerOf(site),
      dueAt: plan.dueToday
        ? dueLaterToday(now)
        : new Date(at(first).getTime() + defaultTicketDueHours[plan.urgency] * 3_600_000),
      createdAt: at(first),
      updatedAt: at(last),
      lastActorUserId: last.by === 'staff' ? staffId : author,
      answeredAt: answered ? at(answered) : null,
      closedAt: state === 'CLOSED' ? at(last) : null,
      vote: plan.vote?.vote ?? null,
      voteComment: plan.vote?.comment ?? null,
    });
    let from: TicketState | null = null;
    for (const step of plan.steps) {
      const side = step.by === 'staff' ? ('provider' as const) : ('customer' as const);
      const base = {
        ticketId: id,
        side,
        authorUserId: step.by === 'staff' ? staffId : author,
        createdAt: at(step),
      };
      if (!step.to) {
        await tx
          .insert(ticketEvents)
          .values({ ...base, kind: 'created', toState: 'NEW', body: plan.description });
      } else {
        if (step.to === 'MANAGED')
          await tx.insert(ticketEvents).values({ ...base, kind: 'message', body: step.text });
        const body = step.to === 'MANAGED' ? null : (step.text ?? null);
        await tx
          .insert(ticketEvents)
          .values({ ...base, kind: 'state', fromState: from, toState: step.to, body });
      }
      from = step.to ?? 'NEW';
    }
    const seenByAuthor = plan.steps.findLast((step) => step.by === 'author');
    if (seenByAuthor)
      await tx.insert(ticketSeen).values({ ticketId: id, userId: author, seenAt: at(seenByAuthor) });
  }
  await tx.insert(ticketCodeCounters).values({ year, lastNumber: ticketPlans.length });

  // A communication to every fixed customer, and one about a site of cliente.demo's with a reply.
  const notice = {
    subject: 'Nuovo protocollo di sanificazione degli ambienti',
    body:
      'Gentili clienti, dal prossimo mese adotteremo il nuovo protocollo di sanificazione con prodotti ' +
      'certificati Ecolabel. Nella sezione Documenti trovate la scheda tecnica.',
  };
  for (const customerCode of ['CL0001', 'CL0002', 'CL0003']) {
    const threadId = stableUuid('message', customerCode);
    const postAt = hoursBefore(now, 20);
    await tx.insert(messageThreads).values({
      id: threadId,
      subject: notice.subject,
      customerCode,
      broadcastId: stableUuid('broadcast', 1),
      createdByUserId: staffId,
      createdAt: postAt,
      lastPostAt: postAt,
    });
    await tx
      .insert(messagePosts)
      .values({ threadId, body: notice.body, side: 'provider', authorUserId: staffId, createdAt: postAt });
  }
  const site = siteOf('Presidio Ospedaliero Santa Lucia – Padiglione B');
  const threadId = stableUuid('message', 'disinfestazione');
  const [question, answer] = [stableUuid('post', 'question'), stableUuid('post', 'answer')];
  await tx.insert(messageThreads).values({
    id: threadId,
    subject: 'Disinfestazione programmata al Padiglione B',
    ...site,
    createdByUserId: staffId,
    createdAt: hoursBefore(now, 80),
    lastPostAt: hoursBefore(now, 60),
  });
  await tx.insert(messagePosts).values([
    {
      id: question,
      threadId,
      side: 'provider',
      authorUserId: staffId,
      createdAt: hoursBefore(now, 80),
      body: 'Sabato mattina eseguiremo la disinfestazione dei locali interrati: vi chiediamo di lasciarli liberi.',
    },
    {
      id: answer,
      threadId,
      side: 'customer',
      authorUserId: userId('cliente.demo'),
      createdAt: hoursBefore(now, 60),
      body: 'Ricevuto, avviseremo il personale del magazzino. Grazie.',
    },
  ]);
  await tx.insert(messageReads).values([
    { postId: question, userId: userId('cliente.demo'), readAt: hoursBefore(now, 62) },
    { postId: answer, userId: staffId, readAt: hoursBefore(now, 58) },
  ]);
}
