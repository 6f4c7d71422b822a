import { hubNotifyNames } from '@portale/shared';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createJobOrderPicker } from '../job-orders/index.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import { createNewsNoticesJob } from './news-notices.job.ts';
import { createNewsRepository } from './news.repository.ts';
import { registerNewsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';

/**
 * News for customers (issue 30; docs/guida/back-office.md, «News per i clienti»): staff with news (9)
 * write short announcements for every customer, some customers or the users of some job orders, with a
 * publication window; customer users read theirs on the dashboard and are told once when it opens.
 */
export function createNewsModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule & { notices: ReturnType<typeof createNewsNoticesJob> } {
  const now = deps.now ?? (() => new Date());
  const repository = createNewsRepository(deps.db);
  const notices = createNewsNoticesJob({
    repository,
    tell: createUserNotices('news', deps),
    log: deps.log,
    now,
  });
  const news = createNewsService({
    repository,
    jobOrderPicker: createJobOrderPicker(deps.db),
    wake: notices.wake,
    now,
  });
  return {
    name: 'news',
    notices,
    routes: (api) => registerNewsRoutes(api, news),
    jobs: [notices.job],
    hubEvents: [hubNotifyNames.notification, hubNotifyNames.profileChanged],
  };
}
