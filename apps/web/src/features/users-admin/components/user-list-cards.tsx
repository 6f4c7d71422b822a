import { Card, Group, Stack, Text } from '@mantine/core';
import type { UserListItem } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { UserRoleCount } from './user-role-count.tsx';
import { UserStateBadges } from './user-state-badges.tsx';

/** The users of one page as cards (phones); a card opens the user. */
export function UserListCards({ users }: { users: readonly UserListItem[] }) {
  return (
    <Stack gap="sm">
      {users.map((user) => (
        <Card
          key={user.id}
          withBorder
          padding="md"
          renderRoot={(props) => (
            <Link {...props} to="/backoffice/users/$userId" params={{ userId: user.id }} />
          )}
        >
          <Stack gap={6}>
            <Text fw={600}>
              {user.surname} {user.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {user.username} · {user.email}
            </Text>
            <Text size="sm">
              {user.companyName}
              {user.customerCode && ` (${user.customerCode})`}
            </Text>
            <Group justify="space-between" gap="xs">
              <UserStateBadges active={user.active} enabled={user.enabled} />
              <UserRoleCount user={user} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
