import {
  answerQualityControlRequestContract,
  cancelQualityControlRequestContract,
  completeQualityControlContract,
  confirmQualityControlContract,
  deleteQualityPhotoContract,
  qualityPhotoContract,
  uploadQualityPhotoContract,
  newQualityControlRequestContract,
  qualityControlRequestListContract,
  replyQualityControlRequestContract,
  qualityControlDetailContract,
  qualityControlListContract,
  qualityStatisticsContract,
  qualityTrendContract,
  recordQualityVotesContract,
  startQualityControlContract,
  hubNotifyNames,
  qualityReportFileContract,
  qualityReportJobOrdersContract,
  qualityReportListContract,
  requestQualityReportContract,
} from '@portale/shared';
import { readUploadedFile, sendFile } from '../../plugins/files.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import { createUserNotices, type NotificationService } from '../notifications/index.ts';
import { createControlNotifier } from './control-notifier.ts';
import { createControlRequestNotifier } from './control-request-notifier.ts';
import { createControlRequestsRepository } from './control-requests.repository.ts';
import { createControlRequestsService } from './control-requests.service.ts';
import { createQualityControlsRepository } from './quality-controls.repository.ts';
import { createQualityControlsService } from './quality-controls.service.ts';
import { createQualityPhotosRepository } from './quality-photos.repository.ts';
import { createQualityPhotosService } from './quality-photos.service.ts';
import { createQualityStatisticsRepository } from './quality-statistics.repository.ts';
import { createQualityStatisticsService } from './quality-statistics.service.ts';
import { createQualityReportContentRepository } from './quality-report-content.repository.ts';
import { createQualityReportsJob, type QualityReportsJob } from './quality-reports.job.ts';
import { createQualityReportsRepository } from './quality-reports.repository.ts';
import { createQualityReportsService } from './quality-reports.service.ts';

/**
 * Quality: the controls of the sites, with their sample and their working by the rule of Italian public
 * cleaning tenders (PRODUCT.md, Quality): staff draw a control's rooms, vote and complete it; both sides
 * read it; the statistics chart them. Customers ask for joint controls (control-requests.service.ts), staff answer
 * them and carry them out. No cached read keeps these
 * tables; the writes name them all the same.
 */
export function createQualityModule(
  deps: SharedDeps & {
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
): AppModule & { reports: QualityReportsJob } {
  const repository = createQualityControlsRepository(deps.db);
  const requestsRepository = createControlRequestsRepository(deps.db);
  const notifier = createControlNotifier({
    log: deps.log,
    tell: createUserNotices('quality', deps),
    findRecipients: (siteCode) => repository.findSiteFollowers(siteCode),
  });
  const requests = createControlRequestsService({
    repository: requestsRepository,
    notifier: createControlRequestNotifier({
      tell: createUserNotices('quality', deps),
      repository: requestsRepository,
      findSiteFollowers: (siteCode) => repository.findSiteFollowers(siteCode),
    }),
    noticeHours: deps.config.QUALITY_JOINT_NOTICE_HOURS,
    now: deps.now ?? (() => new Date()),
  });
  const photosRepository = createQualityPhotosRepository(deps.db);
  const service = createQualityControlsService(repository, photosRepository, notifier, requests.planRecheck);
  const photos = createQualityPhotosService({
    controls: repository,
    photos: photosRepository,
    store: deps.attachments,
  });
  const statistics = createQualityStatisticsService(
    createQualityStatisticsRepository(deps.db),
    deps.now ?? (() => new Date()),
  );
  // The monthly reports (quality-reports.job.ts draws them in the background).
  const reportsRepository = createQualityReportsRepository(deps.db);
  const reportsJob = createQualityReportsJob({
    repository: reportsRepository,
    content: createQualityReportContentRepository(deps.db),
    files: deps.files,
    hub: deps.hub,
    tell: createUserNotices('quality report', deps),
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  });
  const reports = createQualityReportsService({
    repository: reportsRepository,
    files: deps.files,
    wake: reportsJob.wake,
    now: deps.now ?? (() => new Date()),
  });
  return {
    name: 'quality',
    reports: reportsJob,
    jobs: [reportsJob.job],
    hubEvents: [
      hubNotifyNames.notification,
      hubNotifyNames.profileChanged,
      hubNotifyNames.qualityReportProgress,
    ],
    routes: (api) => {
      registerRoute(api, qualityReportListContract, ({ request, query }) =>
        reports.list(requireAuth(request), query),
      );
      registerRoute(api, qualityReportJobOrdersContract, ({ request, query }) =>
        reports.jobOrders(requireAuth(request), query.search),
      );
      registerRoute(api, qualityReportFileContract, async ({ request, params, reply }) =>
        sendFile(reply, await reports.openFile(requireAuth(request), params.reportId)),
      );
      registerRoute(
        api,
        requestQualityReportContract,
        ({ request, body }) => reports.request(requireAuth(request), body),
        { invalidates: ['quality_reports'] },
      );
      registerRoute(api, qualityControlListContract, ({ request, query }) =>
        service.list(requireAuth(request), query),
      );
      registerRoute(api, qualityControlDetailContract, ({ request, params }) =>
        service.detail(requireAuth(request), params.controlId),
      );
      registerRoute(api, qualityStatisticsContract, ({ request, query }) =>
        statistics.statistics(requireAuth(request), query),
      );
      registerRoute(api, qualityTrendContract, ({ request }) => statistics.trend(requireAuth(request)));
      registerRoute(
        api,
        startQualityControlContract,
        ({ request, body }) => service.start(requireAuth(request), body),
        {
          invalidates: ['quality_controls', 'quality_control_rooms'],
        },
      );
      registerRoute(
        api,
        recordQualityVotesContract,
        ({ request, params, body }) => service.recordVotes(requireAuth(request), params.controlId, body),
        { invalidates: ['quality_control_items'] },
      );
      registerRoute(
        api,
        completeQualityControlContract,
        ({ request, params }) => service.complete(requireAuth(request), params.controlId),
        { invalidates: ['quality_controls', 'quality_control_requests'] },
      );
      registerRoute(
        api,
        uploadQualityPhotoContract,
        ({ request, params }) =>
          photos.upload(requireAuth(request), params.controlId, params.roomId, () =>
            readUploadedFile(request),
          ),
        { invalidates: ['quality_control_photos'] },
      );
      registerRoute(
        api,
        deleteQualityPhotoContract,
        ({ request, params }) => photos.remove(requireAuth(request), params.controlId, params.photoId),
        { invalidates: ['quality_control_photos'] },
      );
      registerRoute(api, qualityPhotoContract, async ({ request, params, reply }) =>
        sendFile(reply, await photos.open(requireAuth(request), params.controlId, params.photoId)),
      );
      registerRoute(
        api,
        confirmQualityControlContract,
        ({ request, params }) => service.confirm(requireAuth(request), params.controlId),
        { invalidates: ['quality_controls'] },
      );
      registerRoute(api, qualityControlRequestListContract, ({ request, query }) =>
        requests.list(requireAuth(request), query),
      );
      registerRoute(
        api,
        newQualityControlRequestContract,
        ({ request, body }) => requests.create(requireAuth(request), body),
        { invalidates: ['quality_control_requests'] },
      );
      registerRoute(
        api,
        answerQualityControlRequestContract,
        ({ request, params, body }) => requests.answer(requireAuth(request), params.requestId, body),
        { invalidates: ['quality_control_requests'] },
      );
      registerRoute(
        api,
        replyQualityControlRequestContract,
        ({ request, params, body }) => requests.reply(requireAuth(request), params.requestId, body),
        { invalidates: ['quality_control_requests'] },
      );
      registerRoute(
        api,
        cancelQualityControlRequestContract,
        ({ request, params }) => requests.cancel(requireAuth(request), params.requestId),
        { invalidates: ['quality_control_requests'] },
      );
    },
  };
}
