import { getConfiguredDurations } from '../../lib/app-config.ts';
import { formatDuration } from '../../lib/format.ts';

/** How long an activation link works, as the API is configured: '7 giorni'. */
export const activationLinkValidity = (): string =>
  formatDuration({ hours: getConfiguredDurations().activationLinkHours });

/** How long a link to access the portal as a customer user works, as the API is configured: '2 minuti'. */
export const customerAccessLinkValidity = (): string =>
  formatDuration({ minutes: getConfiguredDurations().impersonationLinkMinutes });
