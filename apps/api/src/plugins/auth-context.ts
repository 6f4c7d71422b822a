import type { AccessPolicy } from '@portale/shared';

/** Who is calling, resolved from the bearer token on every request that needs it. */
export type AuthContext = {
  userId: string;
  username: string;
  sessionTokenHash: string;
  kind: 'customer' | 'staff';
  customerCode: string | null;
  atiGroupId: number | null;
  customerSubRoles: number[];
  backOfficePermissions: number[];
  limitedToSites: boolean;
  /** The staff user who opened this session through an impersonation link, if any. */
  impersonatorUserId?: string | null;
  /** When this session ends at the latest (an impersonation session's is short). */
  sessionExpiresAt?: Date;
  /**
   * A staff user who must enrol in two-factor first (TWO_FACTOR_REQUIRED_FOR_STAFF): their back-office
   * permissions are withheld until they do.
   */
  twoFactorSetupRequired?: boolean;
};

// Fastify's request and route config are extended by declaration merging, which needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Whether what this session reads counts as the customer's own reading (a document or an invoice opened,
 * downloaded): a customer user's session, not staff's, nor staff impersonating the customer, so what the
 * customer has not opened yet stays new to them.
 */
export const readsAsCustomer = (auth: AuthContext): boolean =>
  auth.kind === 'customer' && !auth.impersonatorUserId;

export function isAllowed(policy: AccessPolicy, auth: AuthContext): boolean {
  switch (policy.kind) {
    case 'public':
    case 'login':
      return true;
    case 'customer':
      return (
        auth.kind === 'customer' &&
        (policy.subRoles.length === 0 || policy.subRoles.some((role) => auth.customerSubRoles.includes(role)))
      );
    case 'staff':
      // A staff user who must enrol in two-factor first passes no staff policy until they do.
      return (
        auth.kind === 'staff' &&
        auth.twoFactorSetupRequired !== true &&
        policy.permissions.some((permission) => auth.backOfficePermissions.includes(permission))
      );
  }
}
