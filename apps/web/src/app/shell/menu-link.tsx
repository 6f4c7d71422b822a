import { Group, Indicator, Menu, NavLink, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, useId, useState, type ReactNode } from 'react';
import type { BadgeId } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { HoverHint } from '../../lib/hover-hint.tsx';
import { MenuBadge } from './menu-badge.tsx';
import { isMenuPageOpen, type MenuNode, type MenuPage } from '../../lib/visible-menu.ts';

type MenuLinkProps = {
  entry: MenuNode;
  /** Icon only, with the label in a tooltip: the minimised sidebar. */
  compact: boolean;
  badges: Record<BadgeId, number | null>;
  /** The page open now, whose entry (and parent) is marked active. */
  pathname: string;
  onNavigate: () => void;
};

const countOf = (entry: MenuNode, badges: Record<BadgeId, number | null>) =>
  entry.badge ? badges[entry.badge] : null;

const navLinkStyles = (compact: boolean) => ({
  root: { borderRadius: 'var(--mantine-radius-md)', justifyContent: compact ? 'center' : undefined },
  section: compact ? { marginInlineEnd: 0 } : undefined,
  body: compact ? { display: 'none' } : undefined,
});

/**
 * One page of the menu, or a parent with its submenu (a popover menu when the sidebar is minimised).
 * Drawn again only when its own props change: the open page comes from the navbar, which follows the
 * path alone, so the router's other changes while a page loads (its status, the resolved location) do
 * not redraw the whole menu, in one task each, as a subscription of every entry did.
 */
export const MenuLink = memo(function MenuLink({
  entry,
  compact,
  badges,
  pathname,
  onNavigate,
}: MenuLinkProps) {
  const Icon = entry.icon;
  const count = countOf(entry, badges);
  const isActive = (page: MenuPage) => isMenuPageOpen(pathname, page);
  const icon = (
    <Indicator disabled={!compact || count === null} size={9} color="red" offset={2}>
      <Icon size={22} stroke={1.6} aria-hidden />
    </Indicator>
  );

  if ('children' in entry) {
    const anyActive = entry.children.some(isActive);
    if (compact) {
      return (
        // Drawn inside the menu's landmark (fixed, so the sidebar's edge does not cut it).
        <Menu
          withinPortal={false}
          floatingStrategy="fixed"
          position="right-start"
          withArrow
          offset={12}
          trigger="click-hover"
          openDelay={80}
          closeDelay={150}
        >
          <Menu.Target>
            <UnstyledButton
              data-menu-entry={entry.id}
              aria-label={count === null ? entry.label : `${entry.label}: ${count} novità`}
              py={10}
              style={{
                display: 'flex',
                justifyContent: 'center',
                borderRadius: 'var(--mantine-radius-md)',
                background: anyActive ? 'var(--mantine-color-brand-light)' : undefined,
              }}
            >
              {icon}
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{entry.label}</Menu.Label>
            {entry.children.map((child) => {
              const ChildIcon = child.icon;
              return (
                <Menu.Item
                  key={child.id}
                  data-menu-entry={child.id}
                  renderRoot={(props) => <Link {...props} to={child.to} />}
                  leftSection={<ChildIcon size={18} stroke={1.6} aria-hidden />}
                  rightSection={<MenuBadge count={countOf(child, badges)} label="novità" />}
                  onClick={onNavigate}
                >
                  {child.label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      );
    }
    return (
      <MenuGroup entry={entry} anyActive={anyActive} icon={icon} count={count}>
        {entry.children.map((child) => (
          <MenuLink
            key={child.id}
            entry={child}
            compact={false}
            badges={badges}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </MenuGroup>
    );
  }

  const link = (
    <NavLink
      data-menu-entry={entry.id}
      renderRoot={(props) => <Link {...props} to={entry.to} />}
      label={compact ? undefined : entry.label}
      aria-label={compact ? entry.label : undefined}
      leftSection={icon}
      rightSection={compact ? undefined : <MenuBadge count={count} label="novità" />}
      active={isActive(entry)}
      onClick={onNavigate}
      variant="light"
      py={10}
      styles={navLinkStyles(compact)}
    />
  );
  return compact ? (
    <HoverHint label={entry.label} position="right" withArrow>
      {link}
    </HoverHint>
  ) : (
    link
  );
});

type MenuGroupProps = {
  entry: MenuNode;
  anyActive: boolean;
  icon: ReactNode;
  count: number | null;
  children: ReactNode;
};

/**
 * A parent of the expanded sidebar: a real button (so Tab reaches it and Enter or Space opens it) that
 * says whether its pages are shown; its badge stays upright beside a chevron that turns on its own.
 */
function MenuGroup({ entry, anyActive, icon, count, children }: MenuGroupProps) {
  const [opened, setOpened] = useState(anyActive);
  const childrenId = useId();
  return (
    <NavLink
      component="button"
      type="button"
      data-menu-entry={entry.id}
      label={entry.label}
      leftSection={icon}
      rightSection={
        <Group gap={6} wrap="nowrap">
          <MenuBadge count={count} label="novità" />
          <IconChevronRight
            size={16}
            stroke={1.8}
            aria-hidden
            style={{ transition: 'transform 150ms ease', transform: opened ? 'rotate(90deg)' : undefined }}
          />
        </Group>
      }
      disableRightSectionRotation
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={childrenId}
      active={anyActive}
      variant="subtle"
      py={10}
      styles={navLinkStyles(false)}
    >
      <div id={childrenId}>{children}</div>
    </NavLink>
  );
}
