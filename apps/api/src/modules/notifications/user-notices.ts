import type { FastifyBaseLogger } from 'fastify';
import { hubNotifyNames, type NotificationState } from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import { noticeEmail, type Mailer } from '../../plugins/mail.ts';
import type { NotificationPusher, NotifyAllInput } from './notification.service.ts';
import type { SafeHtml } from './safe-html.ts';

/** A user to tell, with what the email needs. */
export type NoticeRecipient = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  systemEmailsConsent: boolean;
};

/** What a user is told about one thing, in the area's own words, and where it opens. */
export type UserNotice = {
  /** The notification's text. */
  template: SafeHtml;
  /** The screen the notification opens and its parameters (they also go into failure logs). */
  state: NotificationState;
  stateParams: Record<string, string>;
  /** The email's subject and sentence. */
  subject: string;
  sentence: string;
  /** The web app's page the email links to (e.g. `/documents/<id>`) and the link's words. */
  path: string;
  linkLabel: string;
};

/**
 * The one way an area tells users about something: a notification that opens it (stored for every
 * user in one statement, then pushed live), a refresh of their badges through the hub, and an email to
 * those who accept system emails.
 * Failures are only logged (as `<area> notification not stored` / `<area> email not sent`): what the
 * notice is about already happened.
 */
export function createUserNotices(
  /** The area's name in the logs, e.g. `document`. */
  area: string,
  deps: {
    notifications: { notifyAll: (input: NotifyAllInput) => Promise<unknown> };
    hub: NotificationPusher;
    mailer: Mailer;
    config: Pick<AppConfig, 'PUBLIC_URL' | 'PROVIDER_NAME'>;
    log: FastifyBaseLogger;
  },
) {
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  return async function tell(
    users: readonly NoticeRecipient[],
    notice: UserNotice,
    fromUserId: string | null,
  ): Promise<void> {
    if (users.length === 0) return;
    try {
      await deps.notifications.notifyAll({
        userIds: users.map((user) => user.userId),
        template: notice.template,
        state: notice.state,
        stateParams: notice.stateParams,
        fromUserId,
      });
      for (const user of users) deps.hub.notifyUser(user.userId, hubNotifyNames.profileChanged, {});
    } catch (err) {
      deps.log.warn({ err, ...notice.stateParams }, `${area} notification not stored`);
    }
    for (const user of users) {
      if (!user.systemEmailsConsent) continue;
      const message = noticeEmail({
        to: user,
        subject: notice.subject,
        sentence: notice.sentence,
        link: `${base}${notice.path}`,
        linkLabel: notice.linkLabel,
        providerName: deps.config.PROVIDER_NAME,
      });
      deps.mailer
        .send(message)
        .catch((err: unknown) => deps.log.warn({ err, ...notice.stateParams }, `${area} email not sent`));
    }
  };
}

export type TellUser = ReturnType<typeof createUserNotices>;
