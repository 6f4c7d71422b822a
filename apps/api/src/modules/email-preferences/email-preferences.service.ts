import type { EmailPreference, EmailPreferenceUpdate } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { EmailPreferencesRepository } from './email-preferences.repository.ts';

/**
 * Email preferences by per-user token: the token is a one-time code of purpose email_preferences that
 * stays valid for its lifetime (30 days by default) and is voided by the next one.
 */
export function createEmailPreferencesService(deps: {
  repository: EmailPreferencesRepository;
  codes: OneTimeCodes;
  audit: AuditService;
}) {
  const { repository, codes, audit } = deps;

  /** 400 empty token, 403 unknown or expired token, 404 deleted or disabled user. */
  async function userOf(token: string) {
    if (token.trim() === '') throw new AppError('EMAIL_PREFERENCES_INVALID');
    const lookup = await codes.inspect('email_preferences', token);
    if (lookup?.state !== 'valid') throw new AppError('EMAIL_PREFERENCES_TOKEN_INVALID');
    const user = await repository.findUser(lookup.userId);
    if (!user?.enabled) throw new AppError('EMAIL_PREFERENCES_USER_NOT_FOUND');
    return user;
  }

  const toPreference = (user: NonNullable<Awaited<ReturnType<typeof userOf>>>): EmailPreference => ({
    userId: user.id,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userEmail: user.email,
    systemEmailsConsent: user.systemEmailsConsent,
    promotionalNewsEmailsConsent: user.promotionalNewsEmailsConsent,
  });

  return {
    async createToken(auth: AuthContext): Promise<{ token: string }> {
      const { code } = await codes.issue('email_preferences', auth.userId);
      return { token: code };
    },

    async get(token: string): Promise<EmailPreference> {
      return toPreference(await userOf(token));
    },

    async update(token: string, body: EmailPreferenceUpdate, ip: string): Promise<EmailPreference> {
      if (!body.systemEmailsConsent) throw new AppError('EMAIL_PREFERENCES_INVALID');
      const user = await userOf(token);
      await repository.setConsents(user.id, body);
      await audit.record({
        event: 'email_preferences_changed',
        actorUserId: user.id,
        subjectUserId: user.id,
        username: user.username,
        ip,
        details: { ...body },
      });
      return toPreference({ ...user, ...body });
    },
  };
}

export type EmailPreferencesService = ReturnType<typeof createEmailPreferencesService>;
