import { Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PublicPageFrame } from '../../lib/public-page-frame.tsx';
import { getToken, rememberStaffToken, setToken, takeStaffToken } from '../../lib/session.ts';
import { impersonationErrorMessage } from './account-error-messages.ts';
import { logout } from '../../lib/api/logout.ts';
import { useImpersonate } from './api/impersonate.ts';
import { InvalidLinkNotice } from './invalid-link-notice.tsx';

const impersonateRoute = getRouteApi('/impersonate-user');

/**
 * Opens the session of the link and keeps the staff user's own session, if this browser has one, so
 * the banner can take them back. A session already opened as another customer ends first.
 */
async function startImpersonatedSession(token: string) {
  const current = getToken();
  const staffToken = takeStaffToken();
  if (current && staffToken) await logout().catch(() => undefined);
  const ownToken = staffToken ?? current;
  if (ownToken) rememberStaffToken(ownToken);
  setToken(token);
}

/** /impersonate-user?secret=…: a staff user's single-use link to see the portal as a customer user. */
export function ImpersonateUserPage() {
  const { secret } = impersonateRoute.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const impersonation = useImpersonate();
  const { mutate } = impersonation;
  // The secret works once: a second call (a re-render, a remount) would only find it used.
  const started = useRef(false);

  useEffect(() => {
    if (!secret || started.current) return;
    started.current = true;
    mutate(secret, {
      onSuccess: async ({ token }) => {
        queryClient.clear();
        await startImpersonatedSession(token);
        await navigate({ to: '/dashboard', replace: true });
      },
    });
  }, [secret, mutate, queryClient, navigate]);

  return (
    <PublicPageFrame
      title="Accesso come cliente"
      description="Stai aprendo il portale come un utente di un cliente."
    >
      {!secret || impersonation.isError ? (
        <InvalidLinkNotice action={{ label: 'Vai all’accesso', to: '/login' }}>
          {secret
            ? impersonationErrorMessage(impersonation.error)
            : 'Il link di accesso non è completo: copialo di nuovo per intero.'}
        </InvalidLinkNotice>
      ) : (
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader aria-hidden />
          <Text size="sm">Apertura della sessione in corso…</Text>
        </Stack>
      )}
    </PublicPageFrame>
  );
}
