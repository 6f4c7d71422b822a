import type { news, newsCustomers } from '@portale/db';
import type { DemoData } from './rows.ts';

type NewsRow = Omit<typeof news.$inferInsert, 'createdAt' | 'updatedAt'> & { id: number };
type NewsCustomerRow = typeof newsCustomers.$inferInsert;

const day = 24 * 60 * 60_000;

/**
 * The demo's news (issue 30): one for every customer and one for the demo customer (CL0001), both
 * published now, and one for everybody that ended a month ago. Their users count as told already (a
 * server started on the demo sends no notice); staff.demo wrote them.
 */
export function planDemoNews(
  data: Pick<DemoData, 'users' | 'customers'>,
  now: Date,
): { news: NewsRow[]; newsCustomers: NewsCustomerRow[] } {
  const author = data.users.find((user) => user.username === 'staff.demo')?.id ?? null;
  const at = (days: number, hour: number) => {
    const moment = new Date(now.getTime() + days * day);
    moment.setUTCHours(hour, 0, 0, 0);
    return moment;
  };
  const rows: NewsRow[] = [
    {
      id: 1,
      title: 'Nuovo numero verde per le urgenze',
      body:
        'Da questa settimana le urgenze si segnalano anche al numero verde 800 123 456, attivo 24 ore su 24, ' +
        'sabato e domenica compresi. Per tutto il resto restano le segnalazioni dal portale, che ti permettono ' +
        'di seguire ogni intervento passo per passo.',
      audience: 'ALL',
      publishFrom: at(-3, 7),
      publishTo: null,
      notifiedAt: at(-3, 7),
      createdByUserId: author,
    },
    {
      id: 2,
      title: 'Pulizie straordinarie nei reparti durante le festività',
      body:
        'Nei giorni festivi di fine anno le squadre di pulizia saranno rinforzate nei reparti di degenza e ' +
        'nei pronto soccorso. Se un’area ha bisogno di un intervento in più, apri una segnalazione indicando ' +
        'il vano: la prenderemo in carico entro due ore.',
      audience: 'CUSTOMERS',
      publishFrom: at(-1, 8),
      publishTo: at(30, 22),
      notifiedAt: at(-1, 8),
      createdByUserId: author,
    },
    {
      id: 3,
      title: 'Manutenzione programmata del portale',
      body: 'Domenica dalle 6 alle 8 il portale non sarà raggiungibile per un aggiornamento programmato.',
      audience: 'ALL',
      publishFrom: at(-40, 7),
      publishTo: at(-33, 7),
      notifiedAt: at(-40, 7),
      createdByUserId: author,
    },
  ];
  const demoCustomer = data.customers.some((customer) => customer.code === 'CL0001');
  return { news: rows, newsCustomers: demoCustomer ? [{ newsId: 2, customerCode: 'CL0001' }] : [] };
}
