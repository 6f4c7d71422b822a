import { mySiteListExportContract, romeToday, type MySiteFilterQuery } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';

/** Downloads the filtered list as an Excel workbook and hands it to the browser. */
export async function exportMySites(filter: MySiteFilterQuery): Promise<void> {
  const file = await downloadApiFile(mySiteListExportContract, {
    query: filter,
    fallbackFilename: `ubicazioni-${romeToday()}.xlsx`,
  });
  saveFile(file);
}

export function useExportMySites() {
  return useMutation({ mutationFn: exportMySites });
}
