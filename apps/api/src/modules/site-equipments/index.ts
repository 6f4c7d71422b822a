import { CustomerSubRole } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createUserNotices, html, type NotificationService } from '../notifications/index.ts';
import { findSiteReaders, type Tenancy } from '../tenancy/index.ts';
import type { TicketsService } from '../tickets/index.ts';
import { createEquipmentLabelsService } from './equipment-labels.service.ts';
import { createEquipmentPublicRepository } from './equipment-public.repository.ts';
import { registerEquipmentPublicRoutes } from './equipment-public.routes.ts';
import { createEquipmentPublicService } from './equipment-public.service.ts';
import { createSiteEquipmentsRepository } from './site-equipments.repository.ts';
import { registerSiteEquipmentsRoutes } from './site-equipments.routes.ts';
import { createSiteEquipmentsService } from './site-equipments.service.ts';

/**
 * Site equipment and its public QR page (issue 29; docs/guida/attrezzature.md): the equipment both
 * sides read, staff's writes and labels, and the page anyone with a label opens, whose reports become
 * tickets for the site's provider role that handles them.
 */
export function createSiteEquipmentsModule(
  deps: SharedDeps & {
    tenancy: Tenancy;
    tickets: Pick<TicketsService, 'openWithoutAccount'>;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  const now = deps.now ?? (() => new Date());
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const publicUrlOf = (publicId: string) => `${base}/site-equipments-anonymous/${publicId}`;
  const repository = createSiteEquipmentsRepository(deps.db);
  const equipment = createSiteEquipmentsService({
    repository,
    tenancy: deps.tenancy,
    store: deps.attachments,
    publicUrlOf,
    now,
  });
  const labels = createEquipmentLabelsService({
    repository,
    publicUrlOf,
    providerName: deps.config.PROVIDER_NAME,
  });
  const tell = createUserNotices('equipment report', deps);
  const reports = createEquipmentPublicService({
    repository: createEquipmentPublicRepository(deps.db),
    store: deps.attachments,
    tickets: deps.tickets,
    providerName: deps.config.PROVIDER_NAME,
    now,
    // The customer's users who see every ticket of the site learn of it as of any ticket they did not open.
    async afterReport(report) {
      const readers = await findSiteReaders(
        deps.db,
        [report.siteCode],
        CustomerSubRole.communicationsAllTickets,
      );
      await tell(
        readers,
        {
          template: html`Un problema è stato segnalato dall’etichetta di
            <strong>${report.equipmentName}</strong>: segnalazione ${report.code}.`,
          state: 'ticket-detail',
          stateParams: { ticketId: report.ticketId },
          subject: `Problema segnalato su ${report.equipmentName} (${report.code})`,
          sentence: `Qualcuno ha segnalato un problema dall’etichetta di ${report.equipmentName}: la segnalazione ${report.code} è stata aperta.`,
          path: `/transmissions/tickets/detail/${report.ticketId}`,
          linkLabel: 'Apri la segnalazione',
        },
        null,
      );
    },
  });
  return {
    name: 'site-equipments',
    routes: (api) => {
      registerSiteEquipmentsRoutes(api, { equipment, labels });
      registerEquipmentPublicRoutes(api, reports, {
        publicCallsPerMinute: deps.config.PUBLIC_PAGE_CALLS_PER_MINUTE,
      });
    },
  };
}
