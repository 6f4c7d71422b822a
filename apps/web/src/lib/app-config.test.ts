import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTileServerUrl, loadAppConfig } from './app-config.ts';

const config = {
  apiBaseUrl: '/api',
  tileServerUrl: 'https://tile.example/{z}/{x}/{y}.png',
  analyticsId: null,
  version: '1.0.0',
  durations: {
    loginLockoutMinutes: 15,
    activationLinkHours: 168,
    impersonationLinkMinutes: 2,
    ticketDueHours: { VERY_HIGH: 4, HIGH: 8, MEDIUM: 24, LOW: 72, VERY_LOW: 168 },
  },
};

const serve = (body: unknown) =>
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body))));

describe('loadAppConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file that is not the configuration of the portal', async () => {
    serve({ ...config, analyticsId: 7 });
    await expect(loadAppConfig()).rejects.toThrow('/config.json');
    serve({ ...config, durations: { ...config.durations, loginLockoutMinutes: 0 } });
    await expect(loadAppConfig()).rejects.toThrow('/config.json');
    expect(getTileServerUrl()).toBe('');
  });

  it('keeps the configuration of the portal', async () => {
    serve(config);
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(getTileServerUrl()).toBe(config.tileServerUrl);
  });
});
