import { billingPaymentContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshBilling } from './use-refresh-billing.ts';

/** Records the day a document was paid, or null when it turns out unpaid; the lists are read again. */
export function useRecordPayment() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ documentId, paidOn }: { documentId: string; paidOn: string | null }) =>
      callApi(billingPaymentContract, { params: { documentId }, body: { paidOn } }),
    onSuccess: refresh,
  });
}
