import { NavLink, Tooltip } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import type { MenuEntry } from './menu-entries.ts';

type MenuLinkProps = {
  entry: MenuEntry;
  /** Icon only, with the label in a tooltip: the minimised sidebar. */
  compact: boolean;
  onNavigate: () => void;
};

export function MenuLink({ entry, compact, onNavigate }: MenuLinkProps) {
  const matchRoute = useMatchRoute();
  const Icon = entry.icon;
  const link = (
    <NavLink
      renderRoot={(props) => <Link {...props} to={entry.to} />}
      label={compact ? undefined : entry.label}
      aria-label={compact ? entry.label : undefined}
      leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
      active={matchRoute({ to: entry.to, fuzzy: true }) !== false}
      onClick={onNavigate}
      variant="light"
      py={10}
      styles={{
        root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: compact ? 'center' : undefined },
        section: compact ? { marginInlineEnd: 0 } : undefined,
        body: compact ? { display: 'none' } : undefined,
      }}
    />
  );
  return compact ? (
    <Tooltip label={entry.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}
