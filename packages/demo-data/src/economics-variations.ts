import type { economicsVariations } from '@portale/db';
import type { DemoData } from './rows.ts';

type EconomicsVariationRow = typeof economicsVariations.$inferInsert;

/** Extras and deductions as staff and customers write them; amounts in cents, signed. */
const staffExtras = [
  { amountCents: 48_000, description: 'Pulizia straordinaria dopo i lavori di tinteggiatura' },
  { amountCents: 21_500, description: 'Sanificazione aggiuntiva richiesta dalla direzione sanitaria' },
  { amountCents: -15_250, description: 'Detrazione per servizio non reso durante lo sciopero' },
  { amountCents: 32_000, description: 'Lavaggio vetrate esterne con piattaforma aerea' },
  { amountCents: -9_800, description: 'Penale per ritardo nell’apertura dei locali' },
];
const customerRequests = [
  { amountCents: 12_500, description: 'Presidio aggiuntivo per l’evento del sabato' },
  { amountCents: -6_000, description: 'Riduzione per chiusura anticipata della sala riunioni' },
];

const monthStart = (day: string, monthsBack: number) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 10);
};

/**
 * Economics variations on the published sites of started job orders, in the months before today and
 * this one: a few extras and deductions by staff.demo on every such site of the fixed customers (and on
 * one site in ten of the others), and on cliente.demo's first sites some asked by the customer.
 */
export function demoEconomicsVariations(data: DemoData, today: string): EconomicsVariationRow[] {
  const staffUser = data.users.find((user) => user.username === 'staff.demo');
  const started = new Set(
    data.jobOrders.filter((jobOrder) => jobOrder.markedAsStarted).map((jobOrder) => jobOrder.id),
  );
  const customerOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.customerCode]));
  const rows: EconomicsVariationRow[] = [];
  let index = 0;
  for (const site of data.sites) {
    if (!site.published || !started.has(site.jobOrderId) || site.dateFrom > today || site.dateTo < today)
      continue;
    const customerCode = customerOf.get(site.jobOrderId);
    const fixed = customerCode !== undefined && customerCode <= 'CL0004';
    index += 1;
    if (!fixed && index % 10 !== 0) continue;
    const extra = staffExtras[index % staffExtras.length]!;
    rows.push({
      siteCode: site.code,
      month: monthStart(today, index % 3),
      amountCents: extra.amountCents,
      description: extra.description,
      byCustomer: false,
      createdByUserId: staffUser?.id ?? null,
    });
    if (index % 2 === 0) {
      const second = staffExtras[(index + 2) % staffExtras.length]!;
      rows.push({
        siteCode: site.code,
        month: monthStart(today, 1 + (index % 4)),
        amountCents: second.amountCents,
        description: second.description,
        byCustomer: false,
        createdByUserId: staffUser?.id ?? null,
      });
    }
    const customerUser = data.users.find(
      (user) => user.customerCode === customerCode && user.username === 'cliente.demo',
    );
    if (customerUser && index % 3 === 1) {
      const request = customerRequests[index % customerRequests.length]!;
      rows.push({
        siteCode: site.code,
        month: monthStart(today, 0),
        amountCents: request.amountCents,
        description: request.description,
        byCustomer: true,
        createdByUserId: customerUser.id,
      });
    }
  }
  return rows;
}
