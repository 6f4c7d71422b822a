import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  romeCalendarDay,
  type QualityControlDetail,
  type QualityControlListResult,
  type QualityControlRequest,
  type QualityControlRequestListResult,
} from '@portale/shared';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Joint controls (controlli in contraddittorio) from the customer's request to both signatures: the
 * days and the notice checked, each step told to the other side, the control carried out by staff, the
 * re-check planned after a failure, and every customer kept to their own requests.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'altro.demo', 'limitato.demo', 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

const today = romeCalendarDay();
const inDays = (days: number) => addDays(today, days);
const notices = async (username: string) =>
  (await call('GET', '/notifications/my-list', username)).json<{ state: string; template: string }[]>();

async function customerSite(): Promise<string> {
  const controls = (
    await call('GET', '/quality/controls?pageSize=1', 'cliente.demo')
  ).json<QualityControlListResult>();
  return controls.data[0]!.siteCode;
}

async function ask(siteCode: string, proposedDates: string[]) {
  return call('POST', '/quality/control-requests', 'cliente.demo', {
    siteCode,
    proposedDates,
    note: 'Dopo i lavori',
  });
}

describe('joint control requests', () => {
  it('checks the customer’s days and keeps each customer to the sites they see', async () => {
    const siteCode = await customerSite();
    const past = await ask(siteCode, [today]);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'Quality control request not valid' });
    expect(JSON.stringify(past.json())).toContain('da domani');
    expect((await ask(siteCode, [inDays(3), inDays(3)])).statusCode).toBe(400);
    expect((await ask(siteCode, [inDays(2), inDays(3), inDays(4), inDays(5)])).statusCode).toBe(400);
    const foreign = await call('POST', '/quality/control-requests', 'altro.demo', {
      siteCode,
      proposedDates: [inDays(3)],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await call('POST', '/quality/control-requests', 'staff.demo', {
          siteCode,
          proposedDates: [inDays(3)],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/quality/control-requests', 'limitato.demo')).statusCode).toBe(403);
  });

  it('goes from the request to a scheduled time, through staff’s proposal and the customer’s yes', async () => {
    const siteCode = await customerSite();
    const created = await ask(siteCode, [inDays(5), inDays(6)]);
    expect(created.statusCode).toBe(201);
    const request = created.json<QualityControlRequest>();
    expect(request).toMatchObject({
      state: 'requested',
      proposedDates: [inDays(5), inDays(6)],
      control: null,
    });
    expect((await notices('staff.demo'))[0]).toMatchObject({ state: 'backoffice-quality-requests' });

    const answer = (body: object, username = 'staff.demo') =>
      call('POST', `/quality/control-requests/${request.id}/answer`, username, body);
    const notOffered = await answer({ action: 'accept', day: inDays(8), time: '09:30' });
    expect(notOffered.statusCode).toBe(400);
    expect(JSON.stringify(notOffered.json())).toContain('non è tra quelli proposti');
    const tooSoon = await answer({ action: 'propose', day: today, time: '23:59' });
    expect(tooSoon.statusCode).toBe(400);
    expect(JSON.stringify(tooSoon.json())).toContain('24 ore di preavviso');
    expect(
      (await answer({ action: 'accept', day: inDays(5), time: '09:30' }, 'operatore.demo')).statusCode,
    ).toBe(403);

    const proposed = await answer({
      action: 'propose',
      day: inDays(8),
      time: '14:00',
      answer: 'Il 5 non ci siamo',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json<QualityControlRequest>()).toMatchObject({
      state: 'proposed',
      answer: 'Il 5 non ci siamo',
    });
    const told = (await notices('cliente.demo'))[0]!;
    expect(told.state).toBe('quality-request-control');
    expect(told.template).toContain('alle 14:00');

    const reply = (body: object, username = 'cliente.demo') =>
      call('POST', `/quality/control-requests/${request.id}/reply`, username, body);
    expect((await reply({ action: 'accept' }, 'altro.demo')).statusCode).toBe(404);
    const accepted = await reply({ action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    const scheduled = accepted.json<QualityControlRequest>();
    expect(scheduled.state).toBe('scheduled');
    expect(new Date(scheduled.scheduledAt!).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect((await reply({ action: 'accept' })).statusCode).toBe(409);

    const others = (
      await call('GET', '/quality/control-requests', 'altro.demo')
    ).json<QualityControlRequestListResult>();
    expect(others.data.some((entry) => entry.id === request.id)).toBe(false);
    const own = (
      await call('GET', '/quality/control-requests', 'cliente.demo')
    ).json<QualityControlRequestListResult>();
    expect(own.noticeHours).toBe(24);
    expect(own.data.find((entry) => entry.id === request.id)?.state).toBe('scheduled');
  });

  it('carries out the joint control, signs it on both sides and plans a re-check after a failure', async () => {
    const siteCode = await customerSite();
    const request = (await ask(siteCode, [inDays(4)])).json<QualityControlRequest>();
    await call('POST', `/quality/control-requests/${request.id}/answer`, 'staff.demo', {
      action: 'accept',
      day: inDays(4),
      time: '10:00',
    });
    const start = () =>
      call('POST', '/quality/controls', 'staff.demo', {
        siteCode,
        controlDate: inDays(4),
        requestId: request.id,
      });
    const started = await start();
    expect(started.statusCode).toBe(201);
    const control = started.json<QualityControlDetail>();
    expect(control.kind).toBe('joint');
    expect(control.joint).toMatchObject({ requestId: request.id, provider: null, customer: null });
    expect((await start()).statusCode).toBe(409);

    const path = `/quality/controls/${control.id}`;
    const votes = control.rooms.flatMap((room) =>
      control.rule.weights.map((weight) => ({
        roomId: room.roomId,
        elementCode: weight.elementCode,
        vote: 1,
      })),
    );
    expect((await call('PUT', `${path}/votes`, 'staff.demo', { votes })).statusCode).toBe(200);
    expect((await call('POST', `${path}/confirm`, 'cliente.demo')).statusCode).toBe(409);
    const completed = (await call('POST', `${path}/complete`, 'staff.demo')).json<QualityControlDetail>();
    expect(completed.compliant).toBe(false);
    expect(completed.joint!.provider).toMatchObject({ name: expect.any(String) });
    expect(completed.joint!.recheckRequestId).toEqual(expect.any(Number));

    expect((await call('POST', `${path}/confirm`, 'altro.demo')).statusCode).toBe(404);
    expect((await call('POST', `${path}/confirm`, 'staff.demo')).statusCode).toBe(403);
    const confirmed = await call('POST', `${path}/confirm`, 'cliente.demo');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<QualityControlDetail>().joint!.customer).toMatchObject({
      name: expect.any(String),
    });
    expect((await call('POST', `${path}/confirm`, 'cliente.demo')).statusCode).toBe(409);

    const listed = (
      await call('GET', '/quality/control-requests?pageSize=100', 'cliente.demo')
    ).json<QualityControlRequestListResult>();
    expect(listed.data.find((entry) => entry.id === request.id)?.control).toMatchObject({
      id: control.id,
      state: 'completed',
      compliant: false,
    });
    expect(listed.data.find((entry) => entry.id === completed.joint!.recheckRequestId)).toMatchObject({
      state: 'requested',
      recheckOfControlId: control.id,
      requested: { name: null },
      proposedDates: [addDays(inDays(4), 7)],
    });
    expect(
      (await call('POST', `/quality/control-requests/${request.id}/cancel`, 'cliente.demo')).statusCode,
    ).toBe(409);
  });

  it('lets the customer withdraw, and staff decline saying why', async () => {
    const siteCode = await customerSite();
    const first = (await ask(siteCode, [inDays(9)])).json<QualityControlRequest>();
    const withdrawn = await call('POST', `/quality/control-requests/${first.id}/cancel`, 'cliente.demo');
    expect(withdrawn.json<QualityControlRequest>()).toMatchObject({
      state: 'cancelled',
      cancelled: { name: expect.any(String) },
    });
    expect(
      (await call('POST', `/quality/control-requests/${first.id}/cancel`, 'cliente.demo')).statusCode,
    ).toBe(409);

    const second = (await ask(siteCode, [inDays(10)])).json<QualityControlRequest>();
    const without = await call('POST', `/quality/control-requests/${second.id}/answer`, 'staff.demo', {
      action: 'decline',
    });
    expect(without.statusCode).toBe(400);
    const declined = await call('POST', `/quality/control-requests/${second.id}/answer`, 'staff.demo', {
      action: 'decline',
      answer: 'Il cantiere è chiuso per lavori',
    });
    expect(declined.json<QualityControlRequest>()).toMatchObject({
      state: 'cancelled',
      answer: 'Il cantiere è chiuso per lavori',
    });
    expect((await notices('cliente.demo'))[0]!.template).toContain('Il cantiere è chiuso per lavori');
  });
});
