import {
  BackOfficePermission,
  allBackOfficePermissions,
  allCustomerSubRoles,
  backOfficePermissionLabels,
  customerSubRoleLabels,
  type UserPermissionsList,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionService } from '../session/index.ts';
import type { UserAdminRepository, UserSummary } from './user-admin.repository.ts';
import { isUuid } from '../../plugins/ids.ts';
import { assertCanManage, assertNotSelf, checkedPermissions, checkedSubRoles } from './user-rules.ts';

type CustomerEntry = {
  userId: string;
  customerSubRoles: number[];
  limitedToSites: boolean;
  siteCodes: string[];
};
type StaffEntry = { userId: string; backOfficePermissions: number[] };

/**
 * Permissions of users. Changes are read by the next request of the user (sessions reload the user on
 * every request). Several users at once are all or nothing. A staff user who loses permission 1 loses
 * the customer sessions they opened through impersonation links, and their live connections.
 */
export function createUserPermissionsService(deps: {
  repository: UserAdminRepository;
  audit: AuditService;
  sessions: Pick<SessionService, 'endImpersonationsBy'>;
}) {
  const { repository, audit } = deps;

  /** The users of the entries, all of the kind; 404 User not found (one) or Some user not found (many). */
  async function findTargets(userIds: string[], kind: 'customer' | 'staff', bulk: boolean) {
    const notFound = new AppError(bulk ? 'USERS_SOME_NOT_FOUND' : 'USER_NOT_FOUND');
    if (!userIds.every(isUuid)) throw notFound;
    const rows = await repository.findUsers([...new Set(userIds)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return userIds.map((userId) => {
      const row = byId.get(userId);
      if (!row || row.kind !== kind) throw notFound;
      return row;
    });
  }

  const recordChange = (
    auth: AuthContext,
    target: UserSummary,
    ip: string,
    details: Record<string, unknown>,
  ) =>
    audit.record({
      event: 'user_permissions_changed',
      actorUserId: auth.userId,
      subjectUserId: target.id,
      username: target.username,
      ip,
      details,
    });

  return {
    list(): UserPermissionsList {
      return {
        internalRoleClaims: allBackOfficePermissions.map((value) => ({
          value,
          label: backOfficePermissionLabels[value],
        })),
        externalRoleClaims: allCustomerSubRoles.map((value) => ({
          value,
          label: customerSubRoleLabels[value],
        })),
      };
    },

    async setCustomerPermissions(auth: AuthContext, entries: CustomerEntry[], bulk: boolean, ip: string) {
      const targets = await findTargets(
        entries.map((entry) => entry.userId),
        'customer',
        bulk,
      );
      const changes = [];
      for (const [index, entry] of entries.entries()) {
        const target = targets[index] as UserSummary;
        const siteCodes = entry.limitedToSites ? [...new Set(entry.siteCodes)] : [];
        const owned = await repository.customerSiteCodes(target.customerCode ?? '', siteCodes);
        if (owned.length !== siteCodes.length) throw new AppError('USER_SITES_INVALID');
        changes.push({
          userId: target.id,
          customerSubRoles: checkedSubRoles(entry.customerSubRoles),
          limitedToSites: entry.limitedToSites,
          siteCodes,
        });
      }
      await repository.setCustomerPermissions(changes);
      for (const [index, change] of changes.entries()) {
        await recordChange(auth, targets[index] as UserSummary, ip, {
          customerSubRoles: change.customerSubRoles,
          limitedToSites: change.limitedToSites,
          siteCodes: change.siteCodes,
        });
      }
    },

    async setBackOfficePermissions(auth: AuthContext, entries: StaffEntry[], bulk: boolean, ip: string) {
      const targets = await findTargets(
        entries.map((entry) => entry.userId),
        'staff',
        bulk,
      );
      const changes = entries.map((entry, index) => {
        const target = targets[index] as UserSummary;
        assertNotSelf(auth, target.id);
        const backOfficePermissions = checkedPermissions(entry.backOfficePermissions);
        assertCanManage(auth, target, backOfficePermissions);
        return { userId: target.id, backOfficePermissions };
      });
      await repository.setBackOfficePermissions(changes);
      for (const change of changes) {
        if (!change.backOfficePermissions.includes(BackOfficePermission.clientsUsers)) {
          await deps.sessions.endImpersonationsBy(change.userId);
        }
      }
      for (const [index, change] of changes.entries()) {
        await recordChange(auth, targets[index] as UserSummary, ip, {
          backOfficePermissions: change.backOfficePermissions,
          previous: (targets[index] as UserSummary).backOfficePermissions,
        });
      }
    },
  };
}

export type UserPermissionsService = ReturnType<typeof createUserPermissionsService>;
