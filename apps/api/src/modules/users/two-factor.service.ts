import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { hashToken } from '../../plugins/tokens.ts';
import type { AuditService } from '../audit/index.ts';
import type { AccountRepository } from './account.repository.ts';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  normalizeRecoveryCode,
  totpUri,
  verifyTotp,
} from './totp.ts';

/**
 * Two-factor authentication with TOTP: enrolment (setup, then enable with a first code, which returns
 * the recovery codes once), turning it off, and checking a second factor at sign-in.
 */
export function createTwoFactorService(deps: {
  repository: AccountRepository;
  audit: AuditService;
  /** TWO_FACTOR_REQUIRED_FOR_STAFF: staff cannot turn it off. */
  requiredForStaff: boolean;
  now?: () => Date;
}) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const accountOf = async (auth: AuthContext) => {
    const account = await repository.findById(auth.userId);
    if (!account) throw new AppError('UNAUTHORIZED');
    return account;
  };

  /** An app code not used before (its step later than the last accepted one); records the step. */
  async function useTotpCode(userId: string, secret: string, code: string): Promise<boolean> {
    const step = verifyTotp(secret, code, now());
    return step !== null && (await repository.useTotpStep(userId, step));
  }

  return {
    async setup(auth: AuthContext): Promise<TwoFactorSetup> {
      const account = await accountOf(auth);
      if (account.totpEnabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const secret = generateTotpSecret();
      await repository.setPendingTotpSecret(account.id, secret);
      const otpauthUrl = totpUri(secret, account.username);
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUrl, qrCodeDataUrl };
    },

    async enable(auth: AuthContext, code: string, ip: string): Promise<{ recoveryCodes: string[] }> {
      const account = await accountOf(auth);
      if (account.totpEnabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      if (!account.totpSecret) throw new AppError('TWO_FACTOR_NOT_STARTED');
      const step = verifyTotp(account.totpSecret, code, now());
      if (step === null) throw new AppError('TWO_FACTOR_INVALID_CODE');
      const recoveryCodes = generateRecoveryCodes();
      await repository.enableTotp(
        account.id,
        now(),
        step,
        recoveryCodes.map((recoveryCode) => hashToken(normalizeRecoveryCode(recoveryCode))),
      );
      await audit.recordOwn(auth, 'two_factor_enabled', ip);
      return { recoveryCodes };
    },

    async disable(auth: AuthContext, code: string, ip: string): Promise<void> {
      const account = await accountOf(auth);
      if (!account.totpEnabledAt || !account.totpSecret) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      if (deps.requiredForStaff && account.kind === 'staff') throw new AppError('TWO_FACTOR_REQUIRED');
      const ok =
        (await useTotpCode(account.id, account.totpSecret, code)) ||
        (await repository.useRecoveryCode(account.id, hashToken(normalizeRecoveryCode(code)), now()));
      if (!ok) throw new AppError('TWO_FACTOR_INVALID_CODE');
      await repository.disableTotp(account.id);
      await audit.recordOwn(auth, 'two_factor_disabled', ip);
    },

    /** The second factor at sign-in: an unused app code, or an unused recovery code (then spent). */
    async verifySecondFactor(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
      const account = await repository.findById(userId);
      if (!account?.totpEnabledAt || !account.totpSecret) return null;
      if (await useTotpCode(account.id, account.totpSecret, code)) return 'totp';
      const hash = hashToken(normalizeRecoveryCode(code));
      if (await repository.useRecoveryCode(account.id, hash, now())) return 'recovery';
      return null;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
