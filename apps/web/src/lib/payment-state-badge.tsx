import { Badge } from '@mantine/core';
import { paymentStateLabels, type PaymentState } from '@portale/shared';
import { wrappingBadge } from './wrapping-labels.ts';

/** Theme colours whose light badges read at 4.5:1 (app/theme-contrast.ts). */
const stateColours: Record<PaymentState, string> = { to_pay: 'orange', overdue: 'red', paid: 'green' };

/** An invoice's payment state in words: «Da pagare», «Scaduta», «Pagata» (the billing list, the dashboard). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <Badge variant="light" color={stateColours[state]} classNames={wrappingBadge}>
      {paymentStateLabels[state]}
    </Badge>
  );
}
