import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { meQueryOptions } from './api/me.ts';
import { ApiError } from './api-client.ts';
import { clearToken, getToken } from './session.ts';

type RouterContext = {
  queryClient: QueryClient;
  /** Where the user was before this navigation, for the route guards that cancel it. */
  previousHref: () => string | undefined;
};

/**
 * The two parents every feature's routes hang from (features/<area>/routes.tsx): the root, for the
 * public pages, and the signed-in shell. The router (app/router.tsx) assembles the features' routes
 * under them and gives the two their components (the app's layout and shell), which live above the
 * features.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()();

/** Every route of the signed-in shell: needs a token, and loads the profile before the first page. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'protected',
  beforeLoad: async ({ context, location }) => {
    const toLogin = () => redirect({ to: '/login', search: { redirect: location.href } });
    if (!getToken()) throw toLogin();
    try {
      // The profile is in every child route's context, for the guards of lib/route-access.ts.
      return { profile: await context.queryClient.ensureQueryData(meQueryOptions) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearToken();
        throw toLogin();
      }
      throw error;
    }
  },
});
