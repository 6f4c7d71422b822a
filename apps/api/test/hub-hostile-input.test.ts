import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubClientEvents, type NotificationItem } from '@portale/shared';
import { html } from '../src/modules/notifications/safe-html.ts';
import {
  connected,
  disconnection,
  listen,
  closeOpenedSockets,
  openSocket,
  signedInSocket,
  waitFor,
} from './support/hub-sockets.ts';
import { userIdOf } from './support/identity.ts';
import { closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The hostile-input walk of the real-time hub: every client event of the protocol (so every future
 * one too) is sent arguments no client of ours would send, by a signed-in user. The server must answer
 * afterwards, and the user must still receive their own notifications. A handler that throws past
 * itself would stop the process: vitest reports it as an unhandled error and the file fails.
 */

const hostileObject = { toString: 'x', valueOf: 'y', [Symbol.toPrimitive as unknown as string]: 1 };
const hostileArguments: { label: string; args: unknown[] }[] = [
  { label: 'nothing', args: [] },
  { label: 'an object whose toString is not a function', args: [{ toString: 'x' }] },
  { label: 'an object with every conversion broken', args: [hostileObject] },
  { label: 'a null-prototype-like object', args: [{ __proto__: null, constructor: 'x' }] },
  { label: 'an array', args: [[1, 'a', { toString: 'x' }]] },
  { label: 'nested arrays', args: [[[[[[[[[[]]]]]]]]]] },
  { label: 'a number', args: [42] },
  { label: 'NaN and Infinity', args: [Number.NaN, Number.POSITIVE_INFINITY] },
  { label: 'null', args: [null] },
  { label: 'a boolean', args: [true] },
  { label: 'a long string', args: ['x'.repeat(9_000)] },
  { label: 'a string over the buffer limit', args: ['x'.repeat(200_000)] },
  { label: 'binary data', args: [Buffer.from([0, 1, 2, 255])] },
  { label: 'several arguments', args: ['a', { toString: 'x' }, [1], 2, null, 'z'] },
  { label: 'an ack where the id goes', args: [{ ok: true }, 'not a function'] },
];

let testApp: TestApp;
let url: string;
let token: string;
let userId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listen(testApp.app);
  token = await loginAs(testApp, 'limitato.demo');
  userId = await userIdOf(testApp, 'limitato.demo');
});
afterAll(async () => {
  closeOpenedSockets();
  await closeTestApp(testApp);
});

describe.each(Object.values(hubClientEvents))('the hub event %s', (event) => {
  it.each(hostileArguments)('survives $label, with and without an acknowledgement', async ({ args }) => {
    for (const withAck of [false, true]) {
      const { socket } = openSocket(url, token);
      await connected(socket);
      const gone = disconnection(socket);
      if (withAck) socket.timeout(500).emit(event, ...args, () => undefined);
      else socket.emit(event, ...args);
      // Packets are handled in order: once a Login for nobody is answered, the hostile one was handled.
      const probe = socket.timeout(2_000).emitWithAck(hubClientEvents.login, 'nobody');
      await Promise.race([gone, probe.catch(() => undefined)]);
      socket.disconnect();
    }
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('after the hostile walk', () => {
  it('the server answers and the user still receives their own notifications', async () => {
    const { received } = await signedInSocket(url, 'limitato.demo', testApp);
    await testApp.services.notifications.notify({ userId, template: html`Ancora qui` });
    const arrived = await waitFor(() => received.find((item) => item.name === 'notification'), 3_000);
    expect((arrived.payload as NotificationItem).template).toContain('Ancora qui');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});
