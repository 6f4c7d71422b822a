import { describe, expect, it } from 'vitest';
import { notificationHref, routerPathOf } from './notification-target.ts';

const routes = new Set([
  '/dashboard',
  '/ati-managers',
  '/sites/detail/$siteCode',
  '/documents/$documentId',
  '/real-estate',
]);
const hasRoute = (path: string) => routes.has(path);

describe('notificationHref', () => {
  it('fills the target path with its parameters, encoded', () => {
    expect(notificationHref({ state: 'site-detail', stateParams: { siteCode: 'UB 1/2' } }, hasRoute)).toBe(
      '/sites/detail/UB%201%2F2',
    );
    expect(notificationHref({ state: 'ati-managers', stateParams: null }, hasRoute)).toBe('/ati-managers');
  });

  it('opens a new document on its page', () => {
    expect(
      notificationHref({ state: 'document-detail', stateParams: { documentId: 'a1b2' } }, hasRoute),
    ).toBe('/documents/a1b2');
  });

  it('puts the parameters the path does not name into the query: the registry of one site', () => {
    expect(notificationHref({ state: 'real-estate', stateParams: { site: 'UB000123' } }, hasRoute)).toBe(
      '/real-estate?site=UB000123',
    );
    expect(
      notificationHref({ state: 'site-detail', stateParams: { siteCode: 'UB000001', tab: 'a&b' } }, hasRoute),
    ).toBe('/sites/detail/UB000001?tab=a%26b');
  });

  it('has no target without a state, with an unknown one, a missing parameter or a page not built yet', () => {
    expect(notificationHref({ state: null, stateParams: null }, hasRoute)).toBeNull();
    expect(notificationHref({ state: 'javascript:alert(1)', stateParams: null }, hasRoute)).toBeNull();
    expect(notificationHref({ state: 'site-detail', stateParams: {} }, hasRoute)).toBeNull();
    expect(notificationHref({ state: 'billing', stateParams: null }, hasRoute)).toBeNull();
  });

  it('writes paths as the router does', () => {
    expect(routerPathOf('/transmissions/tickets/detail/:ticketId')).toBe(
      '/transmissions/tickets/detail/$ticketId',
    );
  });
});
