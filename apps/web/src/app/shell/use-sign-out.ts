import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLogout } from '../../lib/api/logout.ts';
import { clearToken } from '../../lib/session.ts';

/** Ends the session: tells the server, then forgets the token and every cached answer, and shows the login. */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { mutateAsync: logout, isPending } = useLogout();

  const signOut = async () => {
    // The session ends on this device even when the server cannot be told.
    await logout().catch(() => undefined);
    clearToken();
    await router.navigate({ to: '/login' });
    queryClient.clear();
  };

  return { signOut, isSigningOut: isPending };
}
