import 'dayjs/locale/it';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsHost } from './notifications-host.tsx';
import { theme } from './theme.ts';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>
          <NotificationsHost />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
