import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('is left to the database package when unset, and read as a number when set', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it('refuses a pool without connections, or more than a server takes', () => {
    for (const value of ['0', '-3', 'otto', '101'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(ConfigError);
  });
});
