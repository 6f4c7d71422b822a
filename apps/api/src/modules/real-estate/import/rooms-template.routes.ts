import type { FastifyInstance } from 'fastify';
import { rejectedRoomRowsContract, roomImportRunsContract, roomsTemplateContract } from '@portale/shared';
import { registerRoute } from '../../../plugins/route.ts';
import { sendWorkbook } from '../../../plugins/xlsx-export.ts';
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
  registerRoute(api, roomsTemplateContract, async ({ query, reply }) => {
    const { fileName, file } = await template.template(query.siteid, query.taskid);
    return sendWorkbook(reply, fileName, file);
  });
  registerRoute(api, roomImportRunsContract, ({ query }) => runs.listRecent(query.siteCode, query.limit));
  registerRoute(api, rejectedRoomRowsContract, async ({ params, reply }) => {
    const { fileName, file } = await runs.rejectedRows(params.importId);
    return sendWorkbook(reply, fileName, file);
  });
}
