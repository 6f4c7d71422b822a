import { hubNotifyNames } from '@portale/shared';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import type { NotificationService } from '../notifications/index.ts';
import { createMessageWritesRepository } from './message-writes.repository.ts';
import { registerMessageRoutes } from './messages.routes.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createMessagesService } from './messages.service.ts';

/** How often unused uploads are discarded. */
const jobIntervalMs = 15 * 60_000;

/** Communications: the provider's messages to customers and their replies, with the tickets' files. */
export function createMessagesModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
  },
): AppModule {
  const messages = createMessagesService({
    reads: createMessagesRepository(deps.db),
    writes: createMessageWritesRepository(deps.db),
    store: deps.attachments,
    notifyAll: deps.notifications.notifyAll,
    refreshProfile: (userId: string) => deps.hub.notifyUser(userId, hubNotifyNames.profileChanged, {}),
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  });
  return {
    name: 'messages',
    routes: (api) => registerMessageRoutes(api, messages),
    jobs: [
      {
        name: 'discard unused message uploads',
        intervalMs: jobIntervalMs,
        runAtStart: true,
        async run() {
          const discarded = await messages.purgeDrafts();
          if (discarded > 0) deps.log.info({ discarded }, 'unused message uploads discarded');
        },
      },
    ],
    profileCounts: async (auth) => ({ newCommunications: await messages.countNewCommunications(auth) }),
    profileCountsReadFrom: [
      'message_threads',
      'message_posts',
      'message_reads',
      'sites',
      'job_orders',
      'user_sites',
    ],
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
