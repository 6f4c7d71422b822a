import { describe, expect, it } from 'vitest';
import { apiAddress, headerName } from './sync-how-to.tsx';

describe('how a system sends its batches', () => {
  it('writes the import addresses whole, from the API base of the configuration', () => {
    expect(apiAddress('/sync/stampings', '/api', 'https://portale.example.it')).toBe(
      'https://portale.example.it/api/sync/stampings',
    );
    expect(apiAddress('/sync/employees', 'https://api.example.it/api', 'https://portale.example.it')).toBe(
      'https://api.example.it/api/sync/employees',
    );
  });

  it('writes the key’s header as HTTP documents do', () => {
    expect(headerName('x-sync-key')).toBe('X-Sync-Key');
  });
});
