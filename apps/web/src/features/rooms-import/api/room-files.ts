import { rejectedRoomRowsContract, roomsTemplateContract } from '@portale/shared';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';

/** The site's template to fill, with its current rooms, saved under the name the server gives it. */
export async function saveRoomsTemplate(siteCode: string, jobTaskId: string): Promise<void> {
  saveFile(
    await downloadApiFile(roomsTemplateContract, {
      query: { siteid: siteCode, taskid: jobTaskId },
      fallbackFilename: `locali-${siteCode}.xlsx`,
    }),
  );
}

/** The rows an import rejected, as the template with an «Errori» column. */
export async function saveRejectedRows(importId: string): Promise<void> {
  saveFile(
    await downloadApiFile(rejectedRoomRowsContract, {
      params: { importId },
      fallbackFilename: 'righe-scartate.xlsx',
    }),
  );
}
