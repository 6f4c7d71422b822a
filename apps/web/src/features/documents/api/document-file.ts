import { documentFileContract, openedDocumentContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import { useRefreshDocuments } from './use-refresh-documents.ts';

type DocumentFile = { documentId: string; filename: string };

/**
 * The document's file under its name; a customer's download is counted and opens the document, so the
 * list (count, last download, unopened mark) and the badge are read again.
 */
export function useDownloadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ documentId, filename }: DocumentFile) =>
      saveFile(
        await downloadApiFile(documentFileContract, { params: { documentId }, fallbackFilename: filename }),
      ),
    onSettled: refresh,
  });
}

/** The customer opened the document's page: it no longer counts in the documents badge. */
export function markDocumentOpened(documentId: string) {
  return callApi(openedDocumentContract, { params: { documentId } });
}
