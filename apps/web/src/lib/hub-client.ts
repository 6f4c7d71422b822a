import {
  hubClientEvents,
  hubLocation,
  hubNotifyNames,
  hubReconnectDelayMs,
  hubServerEvents,
  type HubLoginAck,
  type NotificationItem,
} from '@portale/shared';
import { io, type Socket } from 'socket.io-client';
import type { EventBus } from './event-bus.ts';

export type HubConnectionOptions = {
  /** The API base URL of /config.json; the hub is at {apiBaseUrl}/hub. */
  apiBaseUrl: string;
  token: string;
  userId: string;
  /** Where each Notify(name, payload) is re-emitted. */
  bus: EventBus;
  /**
   * The server refused or closed the connection because of the session: the caller checks the session
   * (a 401 there signs the user out) and calls `retry` when it is still good.
   */
  onSessionRefused: (retry: () => void) => void;
};

/**
 * The real-time connection of SPEC.md section 7: Socket.IO over websocket at {apiBaseUrl}/hub, the
 * bearer token in the handshake, Login(userId) after every (re)connection, Notify re-emitted on the bus,
 * and a new attempt every 5 s after a failure or a close. Returns the function that logs out and closes.
 */
export function connectHub(options: HubConnectionOptions): () => void {
  const hub = hubLocation(options.apiBaseUrl, window.location.href);
  const socket: Socket = io(hub.origin, {
    path: hub.path,
    transports: ['websocket'],
    auth: { token: options.token },
    reconnectionDelay: hubReconnectDelayMs,
    reconnectionDelayMax: hubReconnectDelayMs,
    randomizationFactor: 0,
  });
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!stopped && !socket.connected) socket.connect();
    }, hubReconnectDelayMs);
  };

  // The server's time of the last notification seen (or of the last Login's answer): after a lost
  // connection, Login sends it back and the hub sends what was missed in between.
  let lastSeen: string | null = null;
  let recentIds: string[] = [];
  socket.on('connect', () => {
    const onAck = (ack: HubLoginAck) => {
      if (!ack.ok) console.error('Hub Login refused', ack.error);
      else lastSeen ??= ack.at;
    };
    if (lastSeen) socket.emit(hubClientEvents.login, options.userId, lastSeen, onAck);
    else socket.emit(hubClientEvents.login, options.userId, onAck);
  });
  socket.on(hubServerEvents.notify, (name: string, payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      console.error(`Hub Notify ${name}: the payload is not JSON`);
      return;
    }
    if (name === hubNotifyNames.notification) {
      const { notificationId, creationDate } = parsed as NotificationItem;
      // Sent again after a reconnection (Login's `since` is a little early): already shown.
      if (recentIds.includes(notificationId)) return;
      recentIds = [notificationId, ...recentIds.slice(0, 49)];
      lastSeen = creationDate;
    }
    options.bus.emit(name, parsed);
  });
  socket.on('connect_error', (error: Error & { data?: { status?: number } }) => {
    if (stopped) return;
    // Socket.IO retries network failures by itself; a refusal by the server it does not.
    if (socket.active) return;
    if (error.data?.status === 401) options.onSessionRefused(retryLater);
    else retryLater();
  });
  socket.on('disconnect', (reason) => {
    if (stopped) return;
    // The server closed it: the session may have ended (logout elsewhere, disabled, expired).
    if (reason === 'io server disconnect') options.onSessionRefused(retryLater);
  });

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    if (socket.connected) socket.emit(hubClientEvents.logout);
    socket.disconnect();
  };
}
