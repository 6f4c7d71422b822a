import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { hubPath, type HubLoginAck } from '@portale/shared';
import { userIdOf } from './identity.ts';
import { loginAs, type TestApp } from './test-app.ts';

/** Real sockets against a listening test app, for the hub's tests. */

export type Received = { name: string; payload: unknown; at: number };

export async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Every socket a test file opened, so that afterAll can close them (closeOpenedSockets). The files of a
 * worker share this module (the API project does not isolate them), so the list is emptied as it is closed.
 */
const openedSockets: Socket[] = [];

export function closeOpenedSockets() {
  for (const socket of openedSockets.splice(0)) socket.disconnect();
}

/** A socket that records every Notify it receives. */
export function openSocket(url: string, token: string | undefined) {
  const socket = connect(url, {
    path: hubPath,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  openedSockets.push(socket);
  const received: Received[] = [];
  socket.on('Notify', (name: string, payload: string) => {
    received.push({ name, payload: JSON.parse(payload) as unknown, at: performance.now() });
  });
  return { socket, received };
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

export const hubLogin = (socket: Socket, userId: string) =>
  socket.timeout(3_000).emitWithAck('Login', userId) as Promise<HubLoginAck>;

export const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

export async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A socket of a freshly signed-in user, logged in to the hub. */
export async function signedInSocket(url: string, username: string, testApp: TestApp) {
  const token = await loginAs(testApp, username);
  const opened = openSocket(url, token);
  await connected(opened.socket);
  const ack = await hubLogin(opened.socket, await userIdOf(testApp, username));
  expect(ack).toMatchObject({ ok: true });
  return { ...opened, token };
}
