import { openedBillingDocumentContract } from '@portale/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The customer opened the document: it no longer counts in the billing badge. */
export function markBillingOpened(documentId: string) {
  return callApi(openedBillingDocumentContract, { params: { documentId } });
}
