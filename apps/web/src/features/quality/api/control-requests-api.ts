import {
  answerQualityControlRequestContract,
  cancelQualityControlRequestContract,
  confirmQualityControlContract,
  newQualityControlRequestContract,
  qualityControlRequestListContract,
  replyQualityControlRequestContract,
  type NewQualityControlRequest,
  type QualityControlRequestAnswer,
  type QualityControlRequestListQuery,
  type QualityControlRequestReply,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { qualityControlQueryKey, qualityQueryKey } from './quality-api.ts';

const requestsKey = [...qualityQueryKey, 'requests'] as const;

export function useControlRequestList(query: Partial<QualityControlRequestListQuery>) {
  return useQuery({
    queryKey: [...requestsKey, query],
    queryFn: ({ signal }) => callApi(qualityControlRequestListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every step on a request: the lists are read again, since a step may reorder them. */
function useRequestStep<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey }),
  });
}

export const useAskForJointControl = () =>
  useRequestStep((body: NewQualityControlRequest) => callApi(newQualityControlRequestContract, { body }));

export const useAnswerControlRequest = (requestId: number) =>
  useRequestStep((body: QualityControlRequestAnswer) =>
    callApi(answerQualityControlRequestContract, { params: { requestId }, body }),
  );

export const useReplyToControlRequest = (requestId: number) =>
  useRequestStep((body: QualityControlRequestReply) =>
    callApi(replyQualityControlRequestContract, { params: { requestId }, body }),
  );

export const useWithdrawControlRequest = (requestId: number) =>
  useRequestStep(() => callApi(cancelQualityControlRequestContract, { params: { requestId } }));

/** The customer confirms a joint control's result: the page shows who and when. */
export function useConfirmQualityControl(controlId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(confirmQualityControlContract, { params: { controlId } }),
    onSuccess: (control) => {
      client.setQueryData(qualityControlQueryKey(controlId), control);
      return client.invalidateQueries({ queryKey: requestsKey });
    },
  });
}
