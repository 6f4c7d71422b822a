import type { Profile } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { dashboardWidgets } from './dashboard-widgets.ts';

const customer = (customerSubRoles: number[]) =>
  ({ roles: ['customer'], customerSubRoles, backOfficeSubRoles: [] }) as unknown as Profile;
const staff = (backOfficeSubRoles: number[]) =>
  ({ roles: ['staff'], customerSubRoles: [], backOfficeSubRoles }) as unknown as Profile;
const widgetsOf = (profile: Profile) => dashboardWidgets(profile).map((widget) => widget.id);

describe('the dashboard’s widgets', () => {
  it('are a customer’s morning summary, each for the sub-roles that open its area', () => {
    expect(widgetsOf(customer([0, 5, 6, 12, 13]))).toEqual([
      'news',
      'tickets',
      'documents',
      'billing',
      'siteStatus',
      'lastServedSites',
      'rooms',
      'variations',
      'jobOrders',
    ]);
    expect(widgetsOf(customer([5]))).toEqual(['news', 'documents', 'jobOrders']);
    expect(widgetsOf(customer([13, 16]))).toEqual(['news', 'billing', 'economics', 'jobOrders']);
    expect(widgetsOf(customer([]))).toEqual(['news', 'jobOrders']);
    expect(widgetsOf(customer([8]))).toEqual(['news', 'qualityTrend', 'jobOrders']);
    expect(widgetsOf(customer([10]))).toEqual(['news', 'qualityTrend', 'jobOrders']);
    expect(widgetsOf(customer([11]))).toEqual(['news', 'kioskIndex', 'jobOrders']);
    expect(widgetsOf(customer([13, 15]))).toEqual(['news', 'billing', 'equipment', 'jobOrders']);
  });

  it('are what staff have to handle, each for the permission that opens it', () => {
    expect(widgetsOf(staff([]))).toEqual([]);
    expect(widgetsOf(staff([5]))).toEqual(['dueTickets']);
    expect(widgetsOf(staff([18]))).toEqual(['variationsQueue', 'economics']);
    expect(widgetsOf(staff([17]))).toEqual(['equipment']);
    // News are the customers' (the «Novità» card); staff with news (9) keep them on their own page.
    expect(widgetsOf(staff([9]))).toEqual([]);
  });

  it('each read a query of their own', () => {
    const queries = dashboardWidgets(customer([0, 5, 6, 12, 13])).map((widget) => widget.query.queryKey);
    expect(new Set(queries.map((key) => JSON.stringify(key))).size).toBe(queries.length);
  });
});
