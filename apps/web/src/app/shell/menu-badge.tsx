import { Badge, VisuallyHidden } from '@mantine/core';

/**
 * A menu badge: the count, 99+ beyond that; nothing for no count. Screen readers hear the exact count
 * and what it counts («3 novità»), which the badge alone does not say.
 */
export function MenuBadge({ count, label }: { count: number | null; label: string }) {
  if (count === null) return null;
  return (
    <>
      <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`${count} ${label}`}</VisuallyHidden>
    </>
  );
}
