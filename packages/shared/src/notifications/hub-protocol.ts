/**
 * The real-time hub (SPEC.md section 7): Socket.IO at {api}/hub, i.e. `/api/hub` with the default
 * configuration, websocket transport only. The handshake carries the bearer token as `auth.token`. The
 * client invokes `Login(userId, ack)` and `Logout()`; the server pushes `Notify(name, payload)` with a
 * JSON string payload, which the web app re-emits locally under `name`.
 */
export const hubPathUnderApi = '/hub';

/** Where the API is served by its own server. */
export const apiPrefix = '/api';

/** The hub's path on the API's server. */
export const hubPath = `${apiPrefix}${hubPathUnderApi}`;

/**
 * Where a client finds the hub: the origin and path of `{apiBaseUrl}/hub`, the base being absolute or
 * relative to the page (the `apiBaseUrl` of /config.json).
 */
export function hubLocation(apiBaseUrl: string, pageUrl: string): { origin: string; path: string } {
  const api = new URL(apiBaseUrl, pageUrl);
  return { origin: api.origin, path: `${api.pathname.replace(/\/+$/, '')}${hubPathUnderApi}` };
}

export const hubClientEvents = { login: 'Login', logout: 'Logout' } as const;
export const hubServerEvents = { notify: 'Notify' } as const;

/** The names a Notify carries. */
export const hubNotifyNames = {
  /** A new notification for the user; the payload is a NotificationItem. */
  notification: 'notification',
  /** The user's profile changed (badge counts, permissions): the web app reloads it. Payload `{}`. */
  profileChanged: 'profile-changed',
  /** A running room import's progress, to the user who runs it; the payload is a RoomImportProgress. */
  roomImportProgress: 'RoomImportProgress',
  /** A monthly quality report's progress, to the user who asked for it; the payload is a QualityReportProgress. */
  qualityReportProgress: 'QualityReportProgress',
  /**
   * New stampings arrived for sites the user sees (to users who may read stampings): the payload is
   * `{ siteCodes }`, and the pages of who is on site read it again.
   */
  stampingsArrived: 'StampingsArrived',
} as const;
export type HubNotifyName = (typeof hubNotifyNames)[keyof typeof hubNotifyNames];

/**
 * The answer to Login: refused when the id is not the signed-in user's, or the session has ended;
 * accepted with the server's time (`at`, two seconds early for the clocks' sake), which the client sends
 * back as `since` when it logs in again after a lost connection, to be sent the notifications it missed:
 * `Login(userId, since, ack)`. A notification sent twice that way has the same `notificationId`.
 */
export type HubLoginAck = { ok: true; at: string } | { ok: false; error: 'Forbidden' | 'Unauthorized' };

/** The error of a refused handshake carries this in `data`. */
export type HubConnectErrorData = { status: 401 };

/** SPEC.md section 9: the client reconnects every 5 s; a live pop-up stays 5 s. */
export const hubReconnectDelayMs = 5_000;
export const livePopupMs = 5_000;
