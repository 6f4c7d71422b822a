/**
 * Sockets of one user on the real-time hub through the load balancer, behaving as the web client's do
 * (apps/web/src/lib/hub-client.ts): websocket only, a new attempt every 5 s after a close, Login after
 * every connection with the time of the last notification seen (or of the first Login's answer), so that
 * the hub sends what was missed, each notification counted once.
 */
import { io, type Socket } from 'socket.io-client';
import {
  hubClientEvents,
  hubNotifyNames,
  hubPath,
  hubReconnectDelayMs,
  hubServerEvents,
  type HubLoginAck,
  type NotificationItem,
} from '@portale/shared';

type Watcher = {
  socket: Socket;
  disconnectedAt: number | null;
  reconnectedAt: number | null;
  notifications: { at: number; notificationId: string }[];
  lastSeen: string | null;
};

export async function openHubWatchers(base: string, user: { token: string; userId: string }, count: number) {
  const watchers: Watcher[] = [];
  for (let index = 0; index < count; index += 1) {
    const socket = io(base, {
      path: hubPath,
      transports: ['websocket'],
      auth: { token: user.token },
      reconnectionDelay: hubReconnectDelayMs,
      reconnectionDelayMax: hubReconnectDelayMs,
      randomizationFactor: 0,
      forceNew: true,
    });
    const watcher: Watcher = {
      socket,
      disconnectedAt: null,
      reconnectedAt: null,
      notifications: [],
      lastSeen: null,
    };
    socket.on('connect', () => {
      if (watcher.disconnectedAt !== null) watcher.reconnectedAt = performance.now();
      const onAck = (ack: HubLoginAck) => {
        if (ack.ok) watcher.lastSeen ??= ack.at;
      };
      if (watcher.lastSeen) socket.emit(hubClientEvents.login, user.userId, watcher.lastSeen, onAck);
      else socket.emit(hubClientEvents.login, user.userId, onAck);
    });
    socket.on('disconnect', () => {
      watcher.disconnectedAt ??= performance.now();
    });
    socket.on(hubServerEvents.notify, (name: string, payload: string) => {
      if (name !== hubNotifyNames.notification) return;
      const { notificationId, creationDate } = JSON.parse(payload) as NotificationItem;
      if (watcher.notifications.some((seen) => seen.notificationId === notificationId)) return;
      watcher.notifications.push({ at: performance.now(), notificationId });
      watcher.lastSeen = creationDate;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    watchers.push(watcher);
  }

  return {
    count,
    /** How long each socket that lost its instance after `since` took to connect again. */
    reconnections: (since: number) =>
      watchers
        .filter((watcher) => watcher.disconnectedAt !== null && watcher.disconnectedAt >= since)
        .map((watcher) => (watcher.reconnectedAt ?? Number.POSITIVE_INFINITY) - watcher.disconnectedAt!),
    /** Waits until every socket has a notification received after `createdAt`, or the timeout. */
    async waitForNotification(createdAt: number, timeoutMs: number) {
      const firstAfter = (watcher: Watcher) => watcher.notifications.find((seen) => seen.at >= createdAt);
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline && !watchers.every(firstAfter)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const delays = watchers
        .map(firstAfter)
        .filter((seen) => seen !== undefined)
        .map((seen) => seen.at - createdAt);
      return { received: delays.length, slowestMs: Math.max(0, ...delays) };
    },
    close: () => {
      for (const watcher of watchers) watcher.socket.disconnect();
    },
  };
}
