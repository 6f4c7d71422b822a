import { readMessageThreadContract } from '@portale/shared';
import { callApi } from '../../../lib/api-client.ts';

/** Records the read receipts of every post of the thread. */
export function markThreadRead(threadId: string) {
  return callApi(readMessageThreadContract, { params: { threadId } });
}
