import { twoFactorSetupContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Starts enrolment: a new secret and its QR code (any enrolment not yet confirmed is replaced). */
export function startTwoFactorSetup() {
  return callApi(twoFactorSetupContract);
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
