import {
  addDocumentAssociationContract,
  removeDocumentAssociationContract,
  type DocumentAssociationRequest,
} from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshDocuments } from './use-refresh-documents.ts';

/** Makes the document (every version) available to one more customer, job order or site. */
export function useAddDocumentAssociation(documentId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: DocumentAssociationRequest) =>
      callApi(addDocumentAssociationContract, { params: { documentId }, body }),
    onSuccess: refresh,
  });
}

/** Removes one association: its users no longer see the document. */
export function useRemoveDocumentAssociation(documentId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (associationId: string) =>
      callApi(removeDocumentAssociationContract, { params: { documentId, associationId } }),
    onSuccess: refresh,
  });
}
