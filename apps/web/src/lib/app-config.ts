import { defaultConfiguredDurations, type AppConfig } from '@portale/shared';
import { isPositiveWhole, isString, nullable, shape } from './json-checks.ts';

const configTimeoutMs = 30_000;

let loadedConfig: AppConfig | null = null;

/** The contract's appConfigSchema, checked by hand: the first screen loads no zod. */
const isAppConfig = shape<AppConfig>({
  apiBaseUrl: isString,
  tileServerUrl: isString,
  analyticsId: nullable(isString),
  version: isString,
  durations: shape<AppConfig['durations']>({
    loginLockoutMinutes: isPositiveWhole,
    activationLinkHours: isPositiveWhole,
    impersonationLinkMinutes: isPositiveWhole,
    ticketDueHours: shape<AppConfig['durations']['ticketDueHours']>({
      VERY_HIGH: isPositiveWhole,
      HIGH: isPositiveWhole,
      MEDIUM: isPositiveWhole,
      LOW: isPositiveWhole,
      VERY_LOW: isPositiveWhole,
    }),
  }),
});

/** The runtime configuration served beside the app: API base URL, map tiles, analytics, durations. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(configTimeoutMs),
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isAppConfig(config)) throw new Error('/config.json is not the configuration of the portal');
  loadedConfig = config;
  return config;
}

/** The map tile URL template of /config.json (e.g. `https://tile.example/{z}/{x}/{y}.png`), once loaded. */
export function getTileServerUrl(): string {
  return loadedConfig?.tileServerUrl ?? '';
}

/**
 * How long a lockout, the activation and customer-access links and a ticket's answer last, as the API is configured, for
 * the texts that state it; the API's defaults until /config.json is loaded (unit tests).
 */
export function getConfiguredDurations(): AppConfig['durations'] {
  return loadedConfig?.durations ?? defaultConfiguredDurations;
}

/** Back to the API's defaults, as before /config.json is loaded: each test file starts from there. */
export function forgetAppConfig(): void {
  loadedConfig = null;
}
