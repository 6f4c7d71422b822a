import { formatItalianDate } from '@portale/shared';
import type { SharedDeps } from '../app-module.ts';
import { html, type TellUser } from '../notifications/index.ts';
import type { QualityControlsRepository } from './quality-controls.repository.ts';

/**
 * Tells the customer's users who follow a site's controls (sub-role quality controls, within their
 * reach: their ATI's job orders, their sites if limited; the site published) that a control of it was
 * completed, with its outcome: a notification that opens the control, a badge refresh, an email to
 * those who accept system emails. Never fails the completion: the control is stored already.
 */
export function createControlNotifier(
  deps: Pick<SharedDeps, 'log'> & {
    tell: TellUser;
    findRecipients: QualityControlsRepository['findSiteFollowers'];
  },
) {
  return {
    async completed(
      control: { id: number; siteCode: string; siteName: string; controlDate: string; compliant: boolean },
      actorUserId: string,
    ): Promise<void> {
      try {
        const recipients = await deps.findRecipients(control.siteCode);
        const outcome = control.compliant ? 'conforme' : 'non conforme';
        const day = formatItalianDate(control.controlDate);
        await deps.tell(
          recipients,
          {
            template: html`Controllo di qualità del ${day} su <strong>${control.siteName}</strong>:
              ${outcome}.`,
            state: 'quality-control-detail',
            stateParams: { controlId: String(control.id) },
            subject: `Controllo di qualità del ${day}: ${outcome}`,
            sentence: `Il controllo di qualità del ${day} su ${control.siteName} è chiuso: ${outcome}.`,
            path: `/quality/controls/${String(control.id)}`,
            linkLabel: 'Apri il controllo',
          },
          actorUserId,
        );
      } catch (err) {
        deps.log.warn({ err, controlId: control.id }, 'quality control notice not sent');
      }
    },
  };
}

export type ControlNotifier = ReturnType<typeof createControlNotifier>;
