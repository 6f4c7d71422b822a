import { appConfigSchema, type AppConfig } from '@portale/shared';

const configTimeoutMs = 30_000;

let loadedConfig: AppConfig | null = null;

/** The runtime configuration served beside the app: API base URL, map tiles, analytics. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(configTimeoutMs),
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  loadedConfig = appConfigSchema.parse(await response.json());
  return loadedConfig;
}

/** The map tile URL template of /config.json (e.g. `https://tile.example/{z}/{x}/{y}.png`), once loaded. */
export function getTileServerUrl(): string {
  return loadedConfig?.tileServerUrl ?? '';
}
