import { useCallback } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';

/**
 * Staff grant or remove only the back-office permissions they hold (the API answers 403 otherwise):
 * the reason a permission is locked for the signed-in user, or undefined when they may change it.
 */
export function usePermissionLockReason(): (permission: number) => string | undefined {
  const { backOfficeSubRoles } = useCurrentProfile();
  return useCallback(
    (permission: number) =>
      backOfficeSubRoles.includes(permission) ? undefined : 'Non hai questo permesso: non puoi cambiarlo',
    [backOfficeSubRoles],
  );
}
