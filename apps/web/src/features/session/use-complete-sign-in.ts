import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/api/me.ts';
import { setToken } from '../../lib/session.ts';

/** Starts the session with a new token: nothing of a previous user stays, then the page asked for opens. */
export function useCompleteSignIn(redirectTo: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async (token: string) => {
    queryClient.clear();
    setToken(token);
    await queryClient.prefetchQuery(meQueryOptions);
    await navigate({ href: redirectTo ?? '/dashboard', replace: true });
  };
}
