import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { LoginForm } from './login-form.tsx';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { redirect } = loginRoute.useSearch();

  return (
    <Box
      component="main"
      mih="100dvh"
      style={{
        backgroundImage:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-brand-1) 0%, transparent 45%), linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 70%)',
      }}
    >
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap="xs">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <IconSparkles size={30} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={28} ta="center">
              Portale Clienti
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              Accedi con il nome utente e la password che hai ricevuto.
            </Text>
          </Stack>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            <LoginForm redirectTo={redirect} />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
