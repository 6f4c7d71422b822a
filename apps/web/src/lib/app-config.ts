import { appConfigSchema, type AppConfig } from '@portale/shared';

const configTimeoutMs = 30_000;

/** The runtime configuration served beside the app: API base URL, map tiles, analytics. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(configTimeoutMs),
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return appConfigSchema.parse(await response.json());
}
