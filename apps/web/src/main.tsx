import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-variables.css';
import type { AppConfig } from '@portale/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ConfigError } from './app/config-error.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { handleSessionExpired, syncSessionAcrossTabs } from './app/session-sync.ts';
import { configureApiClient } from './lib/api-client.ts';
import { loadAppConfig } from './lib/app-config.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

function start(config: AppConfig): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureApiClient({ baseUrl: config.apiBaseUrl, onSessionExpired: () => handleSessionExpired(router) });
  syncSessionAcrossTabs(router);
  // Drawn as a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser answer in between: drawn in one go, it held a phone's processor for hundreds of milliseconds.
  startTransition(() => root.render(<App router={router} queryClient={queryClient} />));
}

// Not a top-level await: with one, rolldown keeps every module the entry shares with a lazy page in a
// chunk of its own (about 50 small scripts for the login page instead of a few).
loadAppConfig().then(start, (error: unknown) => {
  console.error('Error on loading app config', error);
  root.render(<ConfigError />);
});
