import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/**
 * /change-password (SPEC.md section 2, login only): the change-password dialog, open as the page
 * opens; closing it, after a change or not, leads to the dashboard.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const toDashboard = () => void navigate({ to: '/dashboard', replace: true });
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Cambia password
      </Title>
      <Text c="dimmed">Scegli la nuova password nella finestra che si è aperta.</Text>
      <ChangePasswordDialog onClosed={toDashboard} />
    </Stack>
  );
}
