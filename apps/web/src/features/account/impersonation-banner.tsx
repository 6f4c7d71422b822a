import { Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { formatTime } from '../../lib/format.ts';
import { clearToken, setToken, takeStaffToken } from '../../lib/session.ts';
import { logout } from '../../lib/api/logout.ts';

type ImpersonationBannerProps = {
  /** The customer user whose portal is on screen. */
  customerName: string;
  /** The staff user who opened the impersonation link. */
  impersonatedBy: string;
  /** When the session ends by itself (ISO instant). */
  endsAt: string | null;
};

/**
 * Ends the impersonated session, then reopens the portal with the staff user's own session; without
 * one (the link was opened in another browser) the login page. A full reload leaves nothing of the
 * customer's session behind: cached answers, the real-time connection.
 */
async function returnToOwnAccount() {
  const staffToken = takeStaffToken();
  await logout().catch(() => undefined);
  if (staffToken) setToken(staffToken);
  else clearToken();
  window.location.assign(staffToken ? '/dashboard' : '/login');
}

/** The strip on top of the shell while a staff user sees the portal as a customer user. */
export function ImpersonationBanner({ customerName, impersonatedBy, endsAt }: ImpersonationBannerProps) {
  const [leaving, setLeaving] = useState(false);

  return (
    <Group
      component="section"
      aria-label="Sessione come cliente"
      justify="space-between"
      gap="xs"
      px="md"
      py={6}
      bg="orange.1"
      c="dark.8"
      style={{ borderBottom: '1px solid var(--mantine-color-orange-3)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <IconEye
          size={18}
          stroke={1.8}
          color="var(--mantine-color-orange-8)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" fw={500} lh={1.35}>
          Stai visualizzando il portale come {customerName}, dall’account di {impersonatedBy}
          {endsAt && `. La sessione termina alle ${formatTime(endsAt)}`}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        color="dark"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void returnToOwnAccount();
        }}
      >
        Torna al tuo account
      </Button>
    </Group>
  );
}
