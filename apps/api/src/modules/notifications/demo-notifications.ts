import type { Database } from '@portale/db';
import { createNotificationRepository } from './notification.repository.ts';
import type { NotificationService } from './notification.service.ts';
import { html } from './safe-html.ts';

/**
 * A first notification for the demo users, sent when the server seeds an empty database, so the bell,
 * the panel and the group managers' link can be seen at once. Users missing from the data are skipped.
 */
export async function sendDemoNotifications(db: Database, notifications: NotificationService): Promise<void> {
  const repository = createNotificationRepository(db);
  const userId = (username: string) => repository.findUserId({ username });
  const [cliente, ati, staff] = await Promise.all([
    userId('cliente.demo'),
    userId('ati.demo'),
    userId('staff.demo'),
  ]);
  if (cliente) {
    await notifications.notify({
      userId: cliente,
      template: html`Benvenuta nel <strong>Portale Clienti</strong>: da qui segui ubicazioni, documenti,
        segnalazioni e fatture. Le novità arrivano qui, anche mentre lavori.`,
      fromUserId: staff,
    });
  }
  if (ati) {
    await notifications.notify({
      userId: ati,
      template: html`Nella pagina <strong>Referenti ATI</strong> trovi le persone di ogni impresa
        dell'associazione che seguono le tue ubicazioni.`,
      state: 'ati-managers',
    });
  }
}
