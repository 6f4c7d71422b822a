import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type {
  NewUserResult,
  UpdateUserRequest,
  UserDetails,
  UserList,
  UserListQuery,
  newUserRequestSchema,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionService } from '../session/index.ts';
import type { AccountEmails } from './account-emails.ts';
import { isUniqueViolation } from '../../plugins/unique-violation.ts';
import type { UserAdminRepository, UserSummary } from './user-admin.repository.ts';
import {
  assertCanManage,
  assertNotSelf,
  checkedPermissions,
  checkedSubRoles,
  toDetails,
  toListItem,
} from './user-rules.ts';
import { isUuid } from '../../plugins/ids.ts';

type NewUser = z.output<typeof newUserRequestSchema>;

const emailSchema = z.email().max(254);
const usernamePattern = /^[A-Za-z0-9._@-]{3,64}$/;

/** Back-office user administration: list, details, create, edit, delete, enable, activation email. */
export function createUserAdminService(deps: {
  repository: UserAdminRepository;
  sessions: SessionService;
  codes: OneTimeCodes;
  emails: AccountEmails;
  audit: AuditService;
  providerName: string;
  log: FastifyBaseLogger;
}) {
  const { repository, codes, emails, audit, providerName } = deps;

  async function findOrFail(userId: string): Promise<UserSummary> {
    const row = isUuid(userId) ? await repository.findUser(userId) : null;
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }

  const recordAdmin = (
    auth: AuthContext,
    event: Parameters<AuditService['record']>[0]['event'],
    target: { id: string | null; username: string },
    ip: string,
    details?: Record<string, unknown>,
  ) =>
    audit.record({
      event,
      actorUserId: auth.userId,
      subjectUserId: target.id,
      username: target.username,
      ip,
      ...(details && { details }),
    });

  /** The row to insert for a valid request; 400 Cannot create User when kind and fields disagree. */
  async function newUserRow(auth: AuthContext, body: NewUser) {
    const common = {
      username: body.username,
      email: body.email,
      firstName: body.firstName,
      lastName: body.surname,
      kind: body.kind,
      enabled: true,
    };
    if (body.kind === 'staff') {
      if (body.customerCode || body.atiGroupId !== undefined || body.limitedToSites) {
        throw new AppError('NEW_USER_INVALID');
      }
      const permissions = checkedPermissions(body.permissionsRoleClaim);
      if (!permissions.every((permission) => auth.backOfficePermissions.includes(permission))) {
        throw new AppError('USER_GRANT_FORBIDDEN');
      }
      return { row: { ...common, backOfficePermissions: permissions }, siteCodes: [], permissions };
    }
    const customerCode = body.customerCode;
    if (!customerCode || !(await repository.customerExists(customerCode))) {
      throw new AppError('NEW_USER_INVALID');
    }
    if (
      body.atiGroupId !== undefined &&
      !(await repository.groupWorksForCustomer(body.atiGroupId, customerCode))
    ) {
      throw new AppError('NEW_USER_INVALID');
    }
    const siteCodes = body.limitedToSites ? [...new Set(body.siteCodes)] : [];
    const owned = await repository.customerSiteCodes(customerCode, siteCodes);
    if (owned.length !== siteCodes.length) throw new AppError('NEW_USER_INVALID');
    const subRoles = checkedSubRoles(body.permissionsRoleClaim);
    return {
      row: {
        ...common,
        customerCode,
        atiGroupId: body.atiGroupId ?? null,
        customerSubRoles: subRoles,
        limitedToSites: body.limitedToSites,
      },
      siteCodes,
      permissions: subRoles,
    };
  }

  async function details(userId: string): Promise<UserDetails> {
    const row = await findOrFail(userId);
    return toDetails(row, await repository.findUserSites(row.id), providerName);
  }

  return {
    details,

    async list(query: UserListQuery): Promise<UserList> {
      const { rows, total } = await repository.list(query);
      return { data: rows.map((row) => toListItem(row, providerName)), total };
    },

    async create(auth: AuthContext, body: NewUser, ip: string): Promise<NewUserResult> {
      const { row, siteCodes, permissions } = await newUserRow(auth, body);
      if (await repository.isUsernameTaken(body.username)) throw new AppError('USERNAME_IN_USE');
      let userId: string;
      try {
        userId = await repository.insertUser(row, siteCodes);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_IN_USE');
        throw error;
      }
      const { code } = await codes.issue('first_access', userId);
      const activationLink = emails.activationLink(code);
      let activationEmailSent = true;
      try {
        await emails.sendActivation({ ...row, lastName: body.surname }, activationLink);
      } catch (err) {
        activationEmailSent = false;
        deps.log.error({ err, userId }, 'activation email not sent');
      }
      await recordAdmin(auth, 'user_created', { id: userId, username: body.username }, ip, {
        kind: body.kind,
        permissions,
        activationEmailSent,
      });
      return { userId, activationLink, activationEmailSent };
    },

    async update(
      auth: AuthContext,
      userId: string,
      body: UpdateUserRequest,
      ip: string,
    ): Promise<UserDetails> {
      const target = await findOrFail(userId);
      assertCanManage(auth, target);
      const firstName = body.firstName?.trim() ?? '';
      const lastName = body.surname?.trim() ?? '';
      const email = body.email?.trim() ?? '';
      const username = body.username?.trim() ?? '';
      if (
        !firstName ||
        !lastName ||
        !emailSchema.safeParse(email).success ||
        !usernamePattern.test(username)
      ) {
        throw new AppError('USER_UPDATE_INVALID');
      }
      if (await repository.isUsernameTaken(username, target.id)) throw new AppError('USERNAME_IN_USE');
      try {
        await repository.updateUser(target.id, { firstName, lastName, email, username });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_IN_USE');
        throw error;
      }
      const changed = Object.entries({ firstName, lastName, email, username })
        .filter(([field, value]) => target[field as keyof UserSummary] !== value)
        .map(([field]) => field);
      await recordAdmin(auth, 'user_updated', { id: target.id, username }, ip, { changed });
      return details(target.id);
    },

    async remove(auth: AuthContext, userId: string, ip: string): Promise<void> {
      if (!isUuid(userId)) throw new AppError('USER_DELETE_INVALID_ID');
      const target = await findOrFail(userId);
      assertNotSelf(auth, target.id);
      assertCanManage(auth, target);
      // Before the row goes: its sessions, and those it opened as staff, lose their live connections.
      await deps.sessions.endSessions(target.id);
      if (!(await repository.deleteUser(target.id))) throw new AppError('USER_NOT_FOUND');
      await recordAdmin(auth, 'user_deleted', { id: null, username: target.username }, ip, {
        userId: target.id,
        kind: target.kind,
      });
    },

    /** Disabling ends every session of the user at once and voids their pending links. */
    async setStatus(auth: AuthContext, userId: string, enabled: boolean, ip: string): Promise<void> {
      const target = await findOrFail(userId);
      assertNotSelf(auth, target.id);
      assertCanManage(auth, target);
      await repository.setEnabled(target.id, enabled);
      if (!enabled) {
        await deps.sessions.endSessions(target.id);
        await codes.revoke(target.id, [
          'two_factor_login',
          'impersonation',
          'renew_password',
          'reset_password',
        ]);
      }
      await recordAdmin(auth, 'user_status_changed', target, ip, { enabled });
    },

    async sendActivation(auth: AuthContext, userId: string, ip: string): Promise<{ activationLink: string }> {
      const target = await findOrFail(userId);
      if (target.active) throw new AppError('USER_ALREADY_ACTIVE');
      // The link sets the account's password: only for accounts the caller may manage.
      assertCanManage(auth, target);
      const { code } = await codes.issue('first_access', target.id);
      const activationLink = emails.activationLink(code);
      try {
        await emails.sendActivation(target, activationLink);
      } catch (err) {
        deps.log.error({ err, userId: target.id }, 'activation email not sent');
        throw new AppError('MAIL_FAILED');
      }
      await recordAdmin(auth, 'activation_email_sent', target, ip);
      return { activationLink };
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
