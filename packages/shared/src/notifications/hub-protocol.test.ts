import { describe, expect, it } from 'vitest';
import { hubLocation, hubPath } from './hub-protocol.ts';

describe('hubLocation', () => {
  it('puts the hub under the API base of the default configuration', () => {
    expect(hubLocation('/api', 'https://portale.example.it/ubicazioni')).toEqual({
      origin: 'https://portale.example.it',
      path: '/api/hub',
    });
    expect(hubPath).toBe('/api/hub');
  });

  it('follows an API served elsewhere, with or without a trailing slash', () => {
    expect(hubLocation('https://api.example.it/v2/', 'https://portale.example.it/')).toEqual({
      origin: 'https://api.example.it',
      path: '/v2/hub',
    });
    expect(hubLocation('https://api.example.it', 'https://portale.example.it/')).toEqual({
      origin: 'https://api.example.it',
      path: '/hub',
    });
  });
});
