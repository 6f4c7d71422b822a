import { logoutContract } from '@portale/shared';
import { callApi } from '../../../lib/api-client.ts';

/** Ends the current session on the server; an impersonated session ends its impersonation with it. */
export function endSession() {
  return callApi(logoutContract);
}
