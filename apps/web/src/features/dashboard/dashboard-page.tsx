import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { greetingFor } from './greeting.ts';

export function DashboardPage() {
  const { firstName, profile } = useCurrentProfile();
  const [greeting] = useState(() => greetingFor(new Date()));

  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {greeting}, {firstName}
      </Title>
      <Text c="dimmed" size="lg">
        {profile.companyName}
      </Text>
    </Stack>
  );
}
