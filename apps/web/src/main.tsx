import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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

const config = await loadAppConfig().catch((error: unknown) => {
  console.error('Error on loading app config', error);
  return null;
});

if (config) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureApiClient({ baseUrl: config.apiBaseUrl, onSessionExpired: () => handleSessionExpired(router) });
  syncSessionAcrossTabs(router);
  root.render(<App router={router} queryClient={queryClient} />);
} else {
  root.render(<ConfigError />);
}
