import type { SiteDetail } from '@portale/shared';
import { formatPeriod } from '../../lib/format.ts';

/** A site's period in words, in the tense of its status today: not started yet, running or ended. */
export function sitePeriodSentence(site: Pick<SiteDetail, 'status' | 'dateFrom' | 'dateTo'>): string {
  const period = formatPeriod(site.dateFrom, site.dateTo);
  switch (site.status) {
    case 'inActivation':
      return `L’ubicazione sarà attiva ${period}.`;
    case 'closed':
      return `L’ubicazione è stata attiva ${period}.`;
    case 'active':
      return `L’ubicazione è attiva ${period}.`;
  }
}
