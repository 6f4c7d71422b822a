import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A person's page (the same for staff, who see there the private data too). */
export function PersonLink({ employeeId, children }: { employeeId: number; children: ReactNode }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/employees/detail/$employeeId" params={{ employeeId: String(employeeId) }} />
      )}
    >
      {children}
    </Anchor>
  );
}
