import { hubNotifyNames } from '@portale/shared';
import { useEffect } from 'react';
import { hubEvents } from '../../../lib/event-bus.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

/** While a page of the area is open, a live notification (an answer, a reply) reloads what it shows. */
export function useLiveRefresh(area: 'tickets' | 'messages') {
  const refresh = useRefreshTransmissions(area);
  useEffect(() => hubEvents.on(hubNotifyNames.notification, () => void refresh()), [refresh]);
}
