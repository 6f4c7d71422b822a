import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { variationsAccess } from './variations.access.ts';
import {
  acceptVariationRequestSchema,
  rejectVariationRequestSchema,
  staffVariationListQuerySchema,
  variationDetailSchema,
  variationIdParams,
  variationListQuerySchema,
  variationListResultSchema,
  variationPreviewRequestSchema,
  variationPreviewSchema,
  variationRequestSchema,
  variationSiteOptionSchema,
  variationSummarySchema,
} from './variations.schemas.ts';

/**
 * Variation requests, customer side: sub-role real estate registry (12) asks for rooms, planning (1) for
 * services; either reads, edits and withdraws the requests of the sites they see while still sent.
 * A request out of the caller's reach answers 404 Variation request not found; a request breaking SPEC.md
 * section 5 answers 400 Variation request not valid with the broken rules, in Italian, in body.fields.
 */
const customers = customerPolicy(variationsAccess.rules.read);
const handlers = staffPolicy(variationsAccess.rules.handle);
const tags = ['variations'];
const staffTags = ['variations back office'];

export const myVariationListContract = defineContract({
  method: 'GET',
  path: '/variations/my-list',
  summary: 'Customer (planning, real estate registry): the requests of the sites the user sees, paged',
  tags,
  access: customers,
  query: variationListQuerySchema,
  response: { 200: variationListResultSchema },
});

export const variationSiteOptionsContract = defineContract({
  method: 'GET',
  path: '/variations/site-options',
  summary:
    'Customer (planning, real estate registry): the sites a request may be for, with dates and services',
  tags,
  access: customers,
  response: { 200: z.array(variationSiteOptionSchema) },
});

export const createVariationContract = defineContract({
  method: 'POST',
  path: '/variations',
  idempotent: true,
  summary:
    'Customer: asks a variation of rooms (real estate registry) or of a service (planning); it starts sent',
  description:
    'Rooms: the rooms must be of the site and, for an opening, closed on the first and last days; for a ' +
    'closure, suspension or modification open on every day of the period, pending requests counted. ' +
    '400 Variation request not valid with the reasons in body.fields; 403 without the sub-role of the kind.',
  tags,
  access: customers,
  body: variationRequestSchema,
  response: { 201: variationDetailSchema },
});

export const variationPreviewContract = defineContract({
  method: 'POST',
  path: '/variations/preview',
  summary:
    'Customer: the site’s monthly fee before and after a draft request, each month of its period (12 at most)',
  tags,
  access: customers,
  body: variationPreviewRequestSchema,
  response: { 200: variationPreviewSchema },
});

export const variationSummaryContract = defineContract({
  method: 'GET',
  path: '/variations/summary',
  summary: 'Customer (planning, real estate registry) or staff (economics): the dashboard card',
  tags,
  access: loginAccess,
  response: { 200: variationSummarySchema },
});

export const variationDetailContract = defineContract({
  method: 'GET',
  path: '/variations/:variationId',
  summary: 'Customer (within reach) or staff (economics): a request with its rooms, decision and actions',
  tags,
  access: loginAccess,
  params: variationIdParams,
  response: { 200: variationDetailSchema },
});

export const updateVariationContract = defineContract({
  method: 'PUT',
  path: '/variations/:variationId',
  summary: 'Customer: edits a request while it is sent; 409 once the provider took it in charge',
  description: 'The same checks as a new request, the request itself left out of the rooms’ periods.',
  tags,
  access: customers,
  params: variationIdParams,
  body: variationRequestSchema,
  response: { 200: variationDetailSchema },
});

export const withdrawVariationContract = defineContract({
  method: 'POST',
  path: '/variations/:variationId/withdraw',
  summary: 'Customer: withdraws (deletes) a request while it is sent; 409 afterwards',
  tags,
  access: customers,
  params: variationIdParams,
  response: { 204: z.null() },
});

export const variationQueueContract = defineContract({
  method: 'GET',
  path: '/variations/queue',
  summary: 'Staff (economics): every customer’s requests, filtered, sorted and paged; oldest first',
  tags: staffTags,
  access: handlers,
  query: staffVariationListQuerySchema,
  response: { 200: variationListResultSchema },
});

export const takeVariationInChargeContract = defineContract({
  method: 'POST',
  path: '/variations/:variationId/take-in-charge',
  summary: 'Staff (economics): takes a sent request in charge (to be handled); 409 otherwise',
  tags: staffTags,
  access: handlers,
  params: variationIdParams,
  response: { 200: variationDetailSchema },
});

export const acceptVariationContract = defineContract({
  method: 'POST',
  path: '/variations/:variationId/accept',
  summary: 'Staff (economics): accepts a sent or handled request; a room variation writes the rooms’ periods',
  description:
    'The rooms are checked again (the request itself left out); a room variation writes its rows into the ' +
    'rooms’ history, tagged with the request, in the same transaction. The requester is told.',
  tags: staffTags,
  access: handlers,
  params: variationIdParams,
  body: acceptVariationRequestSchema,
  response: { 200: variationDetailSchema },
});

export const rejectVariationContract = defineContract({
  method: 'POST',
  path: '/variations/:variationId/reject',
  summary: 'Staff (economics): rejects a sent or handled request with its reason; the requester is told',
  tags: staffTags,
  access: handlers,
  params: variationIdParams,
  body: rejectVariationRequestSchema,
  response: { 200: variationDetailSchema },
});
