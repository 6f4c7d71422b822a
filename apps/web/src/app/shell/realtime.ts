import {
  startLiveNotifications,
  type LiveNotificationsOptions,
} from '../../features/notifications/live-notifications.tsx';
import { hubEvents } from '../../lib/event-bus.ts';
import { connectHub, type HubConnectionOptions } from '../../lib/hub-client.ts';

/**
 * Loaded by the shell after the profile (its own chunk: socket.io-client, DOMPurify and the pop-ups
 * never reach the login page): connects the hub, re-emits its events on the page's bus and shows the
 * live pop-ups. Returns the function that logs out of the hub and stops everything.
 */
export function startRealtime(options: {
  hub: Omit<HubConnectionOptions, 'bus'>;
  live: Omit<LiveNotificationsOptions, 'bus'>;
}): () => void {
  const stopLive = startLiveNotifications({ bus: hubEvents, ...options.live });
  const stopHub = connectHub({ bus: hubEvents, ...options.hub });
  return () => {
    stopHub();
    stopLive();
  };
}
