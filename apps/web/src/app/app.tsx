import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';

type AppProps = { router: AppRouter; queryClient: QueryClient };

export function App({ router, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
