import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type RoomLinkProps = {
  roomId: number;
  /** The day shown; left out of the address when it is today. */
  date: string;
  isToday: boolean;
  children: ReactNode;
};

/** A link to a room's page on the day shown. */
export function RoomLink({ roomId, date, isToday, children }: RoomLinkProps) {
  return (
    <Anchor
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
      renderRoot={(props) => (
        <Link {...props} to="/page-rooms" search={{ roomId, date: isToday ? undefined : date }} />
      )}
    >
      {children}
    </Anchor>
  );
}
