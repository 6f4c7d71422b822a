import { notificationsAccess } from '@portale/shared';
import { signedIn, staffOf, type MatrixEntry } from './matrix.ts';

const unknownNotification = '00000000-0000-4000-8000-000000000000';

/** Notifications: every signed-in user reads and marks their own; staff with communications send. */
export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/notifications/my-list', access: signedIn },
  { method: 'GET', path: '/notifications/my-list-unread', access: signedIn },
  { method: 'PUT', path: '/notifications/read-all', access: signedIn },
  {
    method: 'POST',
    path: '/notifications/:notificationid/mark-as-read',
    access: signedIn,
    request: () => ({ params: { notificationid: unknownNotification } }),
  },
  {
    method: 'POST',
    path: '/notifications/send',
    access: staffOf(notificationsAccess.rules.send),
    // An unknown recipient: allowed callers get 404, nothing is sent.
    request: (context) => ({ body: { userId: context.unknownUserId, text: 'Prova della matrice' } }),
  },
];
