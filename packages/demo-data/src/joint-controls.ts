import { romeInstant } from '@portale/shared';
import { addDays, type IsoDate } from './dates.ts';
import type { DemoData, QualityControlRequestRow, QualityControlRow } from './rows.ts';

/**
 * The demo's joint controls (controlli in contraddittorio), on cliente.demo's customer: the latest
 * control of its first site was asked for by cliente.demo, fixed by staff.demo, carried out and
 * confirmed on both sides; on its second site staff proposed another time a few days ahead, and the
 * request waits for the customer's answer. The controls stay those of the year: one becomes joint.
 */
export function planJointControls(
  data: Pick<DemoData, 'users' | 'jobOrders' | 'sites'>,
  controls: QualityControlRow[],
  today: IsoDate,
): QualityControlRequestRow[] {
  const customer = data.users.find((user) => user.username === 'cliente.demo');
  const staff = data.users.find((user) => user.username === 'staff.demo');
  if (!customer?.customerCode || !staff) return [];
  const ownSites = controls
    .filter((control) => control.customerCode === customer.customerCode)
    .map((control) => control.siteCode)
    .filter((code, index, all) => all.indexOf(code) === index);
  const requests: QualityControlRequestRow[] = [];
  const base = {
    customerCode: customer.customerCode,
    note: null,
    requestedByUserId: customer.id,
    impersonatorUserId: null,
    answer: null,
    answeredByUserId: staff.id,
    cancelledByUserId: null,
    cancelledAt: null,
    controlId: null,
    recheckOfControlId: null,
  };

  const [firstSite, secondSite] = ownSites;
  const done = controls.filter((control) => control.siteCode === firstSite).at(-1);
  if (done) {
    const at = romeInstant(done.controlDate, '09:30');
    Object.assign(done, {
      kind: 'joint',
      completedByUserId: staff.id,
      customerConfirmedByUserId: customer.id,
      customerConfirmedAt: new Date(done.completedAt!.getTime() + 2 * 3_600_000),
    } satisfies Partial<QualityControlRow>);
    requests.push({
      ...base,
      id: 1,
      siteCode: done.siteCode,
      state: 'scheduled',
      proposedDates: [done.controlDate, addDays(done.controlDate, 1)],
      note: 'Vorremmo verificare insieme i servizi igienici dopo le ultime segnalazioni.',
      requestedAt: new Date(at.getTime() - 6 * 86_400_000),
      scheduledAt: at,
      answeredAt: new Date(at.getTime() - 5 * 86_400_000),
      controlId: done.id,
    });
  }
  if (secondSite) {
    const asked = addDays(today, -1);
    requests.push({
      ...base,
      id: requests.length + 1,
      siteCode: secondSite,
      state: 'proposed',
      proposedDates: [addDays(today, 3), addDays(today, 4)],
      note: 'Controllo delle aree comuni prima della visita della direzione.',
      requestedAt: romeInstant(asked, '11:15'),
      scheduledAt: romeInstant(addDays(today, 6), '10:00'),
      answer: 'In quei giorni la squadra è impegnata: proponiamo il giorno dopo alle 10.',
      answeredAt: romeInstant(today, '08:40'),
    });
  }
  return requests;
}
