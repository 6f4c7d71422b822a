import type { AccessRule, HttpMethod } from '@portale/shared';

/** An account the matrix calls every route as (callers.ts): a demo account, a single-role user or nobody. */
export type Account = string;

/** A caller as the gate sees them: their side and what they hold, as stored in the database. */
export type Caller = {
  account: Account;
  kind: 'anonymous' | 'customer' | 'staff';
  subRoles: readonly number[];
  permissions: readonly number[];
};

/** Who gets past a route's gate. */
export type Admission = (caller: Caller) => boolean;

const holdsAny = (required: 'every' | readonly number[], held: readonly number[]) =>
  required === 'every' || required.some((entry) => held.includes(entry));

export const everyone: Admission = () => true;
export const signedIn: Admission = (caller) => caller.kind !== 'anonymous';
/** The customer users a rule of the authorisation table lets in. */
export const customersOf =
  (rule: AccessRule): Admission =>
  (caller) =>
    caller.kind === 'customer' && holdsAny(rule.customerSubRoles, caller.subRoles);
/** The staff users a rule of the authorisation table lets in. */
export const staffOf =
  (rule: AccessRule): Admission =>
  (caller) =>
    caller.kind === 'staff' && holdsAny(rule.staffPermissions, caller.permissions);
/** Both sides of a rule: a login route whose service checks the rule. */
export const holdersOf =
  (rule: AccessRule): Admission =>
  (caller) =>
    customersOf(rule)(caller) || staffOf(rule)(caller);

/** Ids of one customer's data: the caller's own, or another customer's. */
export type Ownership = {
  userId: string;
  customerCode: string;
  siteCode: string;
  /** The customer's latest invoice. */
  billingDocumentId: string;
  /** A document of the customer as a whole (documents). */
  documentId: string;
};

export type MatrixContext = {
  caller: Caller;
  /** The caller's own data; null fields for anonymous and staff where there is none. */
  own: { userId: string | null; customerCode: string | null; siteCode: string | null };
  /** Data of a customer that is not the caller's (CL0002 for CL0001's users and for staff, else CL0001). */
  foreign: Ownership;
  /** An id no user has. */
  unknownUserId: string;
};

export type MatrixRequest = {
  /** Values of the path's :params. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
};

export type MatrixCase = {
  /** What this case checks, e.g. "another customer's site". */
  name: string;
  /** Who gets past the gate (any status but 401/403); everyone else must get 401 (anonymous) or 403. */
  access: Admission;
  request?: (context: MatrixContext) => MatrixRequest;
};

export type MatrixEntry = {
  method: HttpMethod;
  /** The path as in the contract, relative to /api, with :params (e.g. '/user/:userid/details'). */
  path: string;
  /** The path is not under /api (the web app's /config.json). */
  outsideApi?: boolean;
  /** Who gets past the gate: the rule of the area's table the route follows (customersOf, staffOf…). */
  access: Admission;
  /**
   * Builds params, query and body for a caller. Prefer requests that prove the gate without side effects:
   * an allowed caller may answer 400 (invalid body) or 404 (unknown id), which still counts as allowed.
   */
  request?: (context: MatrixContext) => MatrixRequest;
  /** More cases of the same route, e.g. with another customer's ids and who may make that call. */
  variants?: MatrixCase[];
  /** Calls it with a session of its own (for routes that end the session, e.g. logout). */
  freshSession?: boolean;
};

/** An id no record has: an allowed caller asking with it gets 404. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * The routes of one record by `:documentId` (a document, an invoice): asked with an unknown id and, as
 * the variant `name`, with another customer's record (the context's `foreign` id); the gate admits the
 * same callers for both, the service then refuses another customer's record (checked in the area's test).
 */
export const recordRoutes =
  (foreign: 'documentId' | 'billingDocumentId', name: string, defaultAccess: Admission) =>
  (method: 'GET' | 'POST', path: string, access = defaultAccess): MatrixEntry => ({
    method,
    path,
    access,
    request: () => ({ params: { documentId: unknownId } }),
    variants: [
      { name, access, request: (context) => ({ params: { documentId: context.foreign[foreign] } }) },
    ],
  });
