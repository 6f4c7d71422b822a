import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A piece of equipment's page, the same for customers and staff (who find their actions there). */
export function EquipmentLink({
  siteEquipmentId,
  children,
}: {
  siteEquipmentId: number;
  children: ReactNode;
}) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/site-equipments/$siteEquipmentId"
          params={{ siteEquipmentId: String(siteEquipmentId) }}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
