import type { FastifyInstance, FastifyReply } from 'fastify';
import { rejectedRoomRowsContract, roomImportRunsContract, roomsTemplateContract } from '@portale/shared';
import { attachmentDisposition } from '../../../plugins/files.ts';
import { registerRoute } from '../../../plugins/route.ts';
import { xlsxContentType } from '../../../plugins/xlsx-export.ts';
import type { RoomImportRunsService } from './room-import-runs.service.ts';
import type { RoomsTemplateService } from './rooms-template.service.ts';

/**
 * The import's files and history, for staff: the rooms template of a site, the rows an import rejected
 * as a spreadsheet, and the latest imports.
 */
export function registerRoomsTemplateRoutes(
  api: FastifyInstance,
  { template, runs }: { template: RoomsTemplateService; runs: RoomImportRunsService },
) {
  const download = (reply: FastifyReply, file: { fileName: string }) =>
    reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store');

  registerRoute(api, roomsTemplateContract, async ({ query, reply }) => {
    const file = await template.template(query.siteid, query.taskid);
    download(reply, file);
    return file.file;
  });
  registerRoute(api, roomImportRunsContract, ({ query }) => runs.listRecent(query.siteCode, query.limit));
  registerRoute(api, rejectedRoomRowsContract, async ({ params, reply }) => {
    const file = await runs.rejectedRows(params.importId);
    download(reply, file);
    return file.file;
  });
}
