import { Badge } from '@mantine/core';

/** A menu badge: the count, 99+ beyond that; nothing for no count. */
export function MenuBadge({ count, label }: { count: number | null; label: string }) {
  if (count === null) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-label={`${count} ${label}`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
