import { siteDocumentFileContract, type SiteDocument } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import { siteDocumentsQueryOptions } from './site-documents.ts';

/**
 * Downloads one of the site's documents under its name; the list is read again afterwards, as the
 * download count and the last download have changed.
 */
export function useDownloadSiteDocument(siteCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: Pick<SiteDocument, 'documentId' | 'filename'>) => {
      const file = await downloadApiFile(siteDocumentFileContract, {
        params: { siteCode, documentId: document.documentId },
        fallbackFilename: document.filename,
      });
      saveFile(file);
    },
    onSettled: () => queryClient.invalidateQueries(siteDocumentsQueryOptions(siteCode)),
  });
}
