import { hashPassword } from '@portale/db';
import { isValidNewPassword, type FirstAccessInfo, type FirstAccessRequest } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { AccountRepository } from './account.repository.ts';

/** First access (/enable-user?code=…): who is enabling, then password and consents, once. */
export function createFirstAccessService(deps: {
  repository: AccountRepository;
  codes: OneTimeCodes;
  audit: AuditService;
  now?: () => Date;
}) {
  const { repository, codes, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** 404 for an unknown or expired code; 409 for a used code or a user who already has a password. */
  async function findPending(code: string) {
    const lookup = await codes.inspect('first_access', code);
    if (!lookup || lookup.state === 'expired') throw new AppError('FIRST_ACCESS_CODE_INVALID');
    const account = await repository.findById(lookup.userId);
    if (!account) throw new AppError('FIRST_ACCESS_CODE_INVALID');
    if (lookup.state === 'used' || account.passwordHash !== null) {
      throw new AppError('FIRST_ACCESS_ALREADY_DONE');
    }
    return account;
  }

  return {
    async getInfo(code: string): Promise<FirstAccessInfo> {
      const account = await findPending(code);
      return {
        userId: account.id,
        username: account.username,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        emailConfirmed: account.emailConfirmed,
      };
    },

    async complete(code: string, body: FirstAccessRequest, ip: string): Promise<void> {
      const account = await findPending(code);
      if (!isValidNewPassword(body.password) || !body.systemEmailsConsent) {
        throw new AppError('FIRST_ACCESS_INVALID');
      }
      if (!(await codes.consume('first_access', code))) throw new AppError('FIRST_ACCESS_ALREADY_DONE');
      const done = await repository.completeFirstAccess(
        account.id,
        {
          passwordHash: await hashPassword(body.password),
          systemEmailsConsent: true,
          promotionalNewsEmailsConsent: body.promotionalNewsEmailsConsent,
        },
        now(),
      );
      if (!done) throw new AppError('FIRST_ACCESS_ALREADY_DONE');
      await audit.record({
        event: 'first_access_completed',
        actorUserId: account.id,
        subjectUserId: account.id,
        username: account.username,
        ip,
        details: { promotionalNewsEmailsConsent: body.promotionalNewsEmailsConsent },
      });
    },
  };
}

export type FirstAccessService = ReturnType<typeof createFirstAccessService>;
