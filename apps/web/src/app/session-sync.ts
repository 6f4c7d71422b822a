import { notifications } from '@mantine/notifications';
import { subscribeToTokenChanges } from '../lib/session.ts';
import type { AppRouter } from './router.tsx';

/** Tells the user, then re-runs the route guards: without a token they go to the login page and back. */
export function handleSessionExpired(router: AppRouter): void {
  notifications.show({
    id: 'session-expired',
    color: 'orange',
    title: 'Sessione scaduta',
    message: 'Per motivi di sicurezza la sessione è terminata: accedi di nuovo per continuare.',
  });
  void router.invalidate();
}

/**
 * A session ended in another tab sends this one to the login page through the route guards; a session
 * started in another tab, perhaps by another user, is picked up by reloading, so nothing of the old one stays.
 */
export function syncSessionAcrossTabs(router: AppRouter): () => void {
  return subscribeToTokenChanges((token) => {
    if (token === null) void router.invalidate();
    else window.location.reload();
  });
}
