import type { FastifyBaseLogger } from 'fastify';
import { datePhrase, romeCalendarDay, romeClockTime } from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import { kioskAlertDefaults, kioskAlertLateHours } from '../../config/kiosk-alerts.ts';
import { noticeEmail, type Mailer } from '../../plugins/mail.ts';
import type { NoticeRecipient, UserNotice } from '../notifications/index.ts';
import { html } from '../notifications/index.ts';
import type { KioskAlertsRepository } from './kiosk-alerts.repository.ts';
import type { KiosksRepository } from './kiosks.repository.ts';

export type KioskAlertSettingsValues = {
  thresholdPercent: number;
  windowMinutes: number;
  minimumVotes: number;
};

/** A site's settings: its own, or the configuration's defaults. */
export async function alertSettingsOf(
  repository: Pick<KiosksRepository, 'findAlertSettings'>,
  siteCode: string,
) {
  const own = await repository.findAlertSettings(siteCode);
  return { settings: own ?? { ...kioskAlertDefaults }, isDefault: own === null };
}

/** The fixed window holding a moment: periods of the window's length counted from midnight UTC. */
export function windowOf(at: Date, windowMinutes: number) {
  const length = windowMinutes * 60_000;
  const start = Math.floor(at.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** True when the window's votes raise the alert: enough votes, and bad ones at the threshold or past it. */
export const raisesAlert = (
  counts: { votes: number; badVotes: number },
  settings: KioskAlertSettingsValues,
): boolean =>
  counts.votes >= settings.minimumVotes && counts.badVotes * 100 >= settings.thresholdPercent * counts.votes;

/**
 * The kiosks' alert. After an upload, each window its new votes fall in (not ended more than 24 hours
 * ago) is weighed; a window that raises the alert is recorded first (one a site and window, whoever
 * records it first), then told: by email to the provider's contacts of the site (its own, or its job
 * order's), who are people of the provider and not always users of the portal; when the site has no
 * contact with an email, to the staff users with survey (10), by notification and email. Whatever fails
 * is logged, never the upload's failure.
 */
export function createKioskAlerts(deps: {
  repository: KioskAlertsRepository;
  kiosks: Pick<KiosksRepository, 'findAlertSettings'>;
  tell: (users: readonly NoticeRecipient[], notice: UserNotice, fromUserId: string | null) => Promise<void>;
  mailer: Mailer;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PROVIDER_NAME'>;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');

  async function tellAlert(
    siteCode: string,
    window: { start: Date; end: Date },
    counts: { votes: number; badVotes: number },
  ) {
    const siteName = await deps.repository.findSiteName(siteCode);
    const share = Math.round((counts.badVotes * 100) / counts.votes);
    const day = romeCalendarDay(window.start).split('-').reverse().join('/');
    const when = `${datePhrase('il', day)} dalle ${romeClockTime(window.start)} alle ${romeClockTime(window.end)}`;
    const sentence =
      `Nell’ubicazione ${siteName} (${siteCode}) i chioschi hanno raccolto ${counts.badVotes} voti negativi ` +
      `(pessimo o insufficiente) su ${counts.votes}, il ${share}%, ${when}.`;
    const subject = `Chioschi: molti voti negativi a ${siteName}`;
    const path = `/backoffice/kiosks?siteCode=${encodeURIComponent(siteCode)}`;
    const contacts = await deps.repository.findSiteContacts(siteCode);
    if (contacts.length > 0) {
      for (const contact of contacts) {
        await deps.mailer
          .send(
            noticeEmail({
              to: contact,
              subject,
              sentence,
              link: `${base}${path}`,
              linkLabel: 'Apri i chioschi',
              providerName: deps.config.PROVIDER_NAME,
            }),
          )
          .catch((err: unknown) => deps.log.warn({ err, siteCode }, 'kiosk alert email not sent'));
      }
      return;
    }
    await deps.tell(
      await deps.repository.findSurveyStaff(),
      {
        template: html`Chioschi di <b>${siteName}</b>: ${counts.badVotes} voti negativi su ${counts.votes}
          (${share}%) ${when}.`,
        state: 'backoffice-kiosks',
        stateParams: { siteCode },
        subject,
        sentence,
        path,
        linkLabel: 'Apri i chioschi',
      },
      null,
    );
  }

  return {
    async afterVotes(siteCode: string, votedAt: Date[]) {
      try {
        const { settings } = await alertSettingsOf(deps.kiosks, siteCode);
        const since = deps.now().getTime() - kioskAlertLateHours * 3600_000;
        const windows = new Map<number, { start: Date; end: Date }>();
        for (const at of votedAt) {
          const window = windowOf(at, settings.windowMinutes);
          if (window.end.getTime() >= since) windows.set(window.start.getTime(), window);
        }
        for (const window of windows.values()) {
          const counts = await deps.repository.countWindow(siteCode, window.start, window.end);
          if (!raisesAlert(counts, settings)) continue;
          const recorded = await deps.repository.recordAlert({
            siteCode,
            windowStart: window.start,
            windowEnd: window.end,
            ...counts,
          });
          if (recorded) await tellAlert(siteCode, window, counts);
        }
      } catch (err) {
        deps.log.warn({ err, siteCode }, 'kiosk alert not weighed');
      }
    },
  };
}
