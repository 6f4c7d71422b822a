import { hubNotifyNames } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { NotificationService } from '../notifications/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import { registerRoomImportRoutes } from './import/room-import.routes.ts';
import { registerRealEstateRoutes } from './real-estate.routes.ts';

/**
 * Real-estate registry: a site's buildings, floors and rooms with their dated states (reads for both
 * sides, the room calls of SPEC.md section 7), and the provider's import of rooms from the template.
 */
export function createRealEstateModule(
  deps: SharedDeps & {
    tenancy: Tenancy;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule {
  return {
    name: 'real-estate',
    routes: (api) => {
      registerRealEstateRoutes(api, deps);
      registerRoomImportRoutes(api, deps);
    },
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.roomImportProgress],
  };
}
