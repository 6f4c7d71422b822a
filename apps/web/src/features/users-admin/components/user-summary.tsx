import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { UserDetails } from '@portale/shared';
import { formatDateTimeAfter } from '../../../lib/format.ts';
import { userKindLabels } from '../role-options.ts';
import { UserStateBadges } from './user-state-badges.tsx';

/** Who the user is, at a glance: name, kind, company, state and recent activity. */
export function UserSummary({ user }: { user: UserDetails }) {
  const facts = [
    user.companyName + (user.customerCode ? ` (${user.customerCode})` : ''),
    `creato ${formatDateTimeAfter('il', user.createdAt)}`,
    user.lastLoginAt
      ? `ultimo accesso ${formatDateTimeAfter('il', user.lastLoginAt)}`
      : 'mai entrato nel portale',
  ];

  return (
    <Stack gap="xs">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {user.firstName} {user.surname}
      </Title>
      <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
        {user.username} · {user.email}
      </Text>
      <Group gap={6}>
        <Badge variant="outline" color="gray" tt="none">
          {userKindLabels[user.isExternal ? 'customer' : 'staff']}
        </Badge>
        <UserStateBadges active={user.isActive} enabled={user.isEnabled} />
        {user.twoFactorEnabled && (
          <Badge variant="outline" color="gray" tt="none">
            Verifica in due passaggi attiva
          </Badge>
        )}
      </Group>
      <Text size="sm">{facts.join(' · ')}</Text>
    </Stack>
  );
}
