import {
  publishDocumentContract,
  publishDocumentVersionContract,
  updateDocumentContract,
  type DocumentUpdateRequest,
  type DocumentVersionData,
  type PublishDocumentData,
} from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { uploadApiForm } from '../../../lib/api-files.ts';
import { useRefreshDocuments } from './use-refresh-documents.ts';

/** The multipart form of a document's file and its fields as JSON (field `data`). */
function documentForm(file: File, data: object): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('file', file, file.name);
  return form;
}

/** Publishes one file as a new document (version 1), telling how much of it has been sent. */
export function publishDocument(
  file: File,
  data: PublishDocumentData,
  onProgress: (fraction: number) => void,
) {
  return uploadApiForm(publishDocumentContract, documentForm(file, data), { onProgress });
}

/** Replaces a document with a new version of its file (the older one becomes outdated). */
export function usePublishDocumentVersion(documentId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({
      file,
      data,
      onProgress,
    }: {
      file: File;
      data: DocumentVersionData;
      onProgress: (fraction: number) => void;
    }) =>
      uploadApiForm(publishDocumentVersionContract, documentForm(file, data), {
        params: { documentId },
        onProgress,
      }),
    onSuccess: refresh,
  });
}

/** Changes a document's title, description, category or end of validity. */
export function useUpdateDocument(documentId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: DocumentUpdateRequest) =>
      callApi(updateDocumentContract, { params: { documentId }, body }),
    onSuccess: refresh,
  });
}
