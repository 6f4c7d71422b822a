import { useState } from 'react';
import { useBillingJobOrders } from '../api/billing-job-orders.ts';
import type { JobOrderOption } from '../components/job-order-select.tsx';

/** Every customer's job orders for staff, searched by the API as the user types (at most 50 shown). */
export function useJobOrderOptions() {
  const [search, setSearch] = useState('');
  const found = useBillingJobOrders(search);
  const options: JobOrderOption[] = (found.data ?? []).map((jobOrder) => ({
    value: jobOrder.jobOrderId,
    label: `${jobOrder.description} (${jobOrder.jobOrderId}) – ${jobOrder.customerName}`,
  }));
  return { options, onSearchChange: setSearch };
}
