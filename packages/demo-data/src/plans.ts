import type { City } from './sources/cities.ts';
import type { Segment } from './sources/activities.ts';

/**
 * What a customer looks like before it becomes rows: names and day offsets from today. The builder adds
 * the codes, addresses, phones and coordinates.
 */
export type SitePlan = {
  name: string;
  city: City;
  /** Day offsets from today; when absent the site follows the dates of its job order. */
  from?: number;
  to?: number;
  published: boolean;
  isOnDuty: boolean;
};

export type JobOrderPlan = {
  description: string;
  segment: Segment | null;
  atiGroupId: number | null;
  markedAsStarted: boolean;
  /** Day offsets from today. */
  from: number;
  to: number;
  originalTo: number;
  sites: SitePlan[];
};

export type UserPlan = {
  /** When absent the username is nome.cognome, made unique with a number. */
  username?: string;
  firstName: string;
  lastName: string;
  subRoles: readonly number[];
  atiGroupId: number | null;
  /** Positions in the customer's sites (job order by job order); set for users limited to some sites. */
  siteIndexes?: readonly number[];
};

export type CustomerPlan = {
  code: string;
  name: string;
  vatNumber: string;
  active: boolean;
  /** The customer's e-mail domain, e.g. 'ao-santalucia.it'. */
  domain: string;
  jobOrders: JobOrderPlan[];
  users: UserPlan[];
};

export type StaffPlan = {
  username?: string;
  firstName: string;
  lastName: string;
  permissions: readonly number[];
};
