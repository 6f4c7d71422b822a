import { importRoomsContract, type RoomImportFields } from '@portale/shared';
import { uploadApiForm } from '../../../lib/api-files.ts';

export type RoomImportRequest = Required<Pick<RoomImportFields, 'siteCode' | 'dryRun' | 'closeMissing'>> & {
  file: File;
  effectiveFrom: string;
  progressId: string;
};

/**
 * Sends the filled template with its fields for a dry run or the import. The fields go before the file:
 * the server reads the form as a stream and needs them when the file arrives.
 */
export function importRooms(
  { file, siteCode, dryRun, effectiveFrom, closeMissing, progressId }: RoomImportRequest,
  onUpload: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('siteCode', siteCode);
  form.append('dryRun', String(dryRun));
  form.append('effectiveFrom', effectiveFrom);
  form.append('closeMissing', String(closeMissing));
  form.append('progressId', progressId);
  form.append('file', file, file.name);
  return uploadApiForm(importRoomsContract, form, { onProgress: onUpload });
}
