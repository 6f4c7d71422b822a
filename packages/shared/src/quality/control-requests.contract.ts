import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  newQualityControlRequestSchema,
  qualityControlRequestAnswerSchema,
  qualityControlRequestIdParams,
  qualityControlRequestListQuerySchema,
  qualityControlRequestListResultSchema,
  qualityControlRequestReplySchema,
  qualityControlRequestSchema,
} from './control-requests.schemas.ts';
import { qualityAccess } from './quality.access.ts';

/**
 * Joint controls (controlli in contraddittorio): customers with sub-role quality controls (8) ask for
 * them for the sites they see; staff with permission contradictory requests (8) answer. A request out of
 * the caller's reach answers 404. Notice: staff set a time at least QUALITY_JOINT_NOTICE_HOURS ahead.
 */
const tags = ['quality'];
const requesters = customerPolicy(qualityAccess.rules.requestControl);
const answerers = staffPolicy(qualityAccess.rules.answerRequests);

export const qualityControlRequestListContract = defineContract({
  method: 'GET',
  path: '/quality/control-requests',
  summary: 'Joint control requests of the sites the user sees (customers) or of every customer (staff)',
  tags,
  access: loginAccess,
  query: qualityControlRequestListQuerySchema,
  response: { 200: qualityControlRequestListResultSchema },
});

export const newQualityControlRequestContract = defineContract({
  method: 'POST',
  path: '/quality/control-requests',
  idempotent: true,
  summary: 'Customer (quality controls): asks for a joint control of a site on one to three days',
  description:
    'Each day from tomorrow, within the site’s dates. 400 Quality control request not valid with the reasons ' +
    'in body.fields; 404 Site not found when the site is not one the user sees.',
  tags,
  access: requesters,
  body: newQualityControlRequestSchema,
  response: { 201: qualityControlRequestSchema },
});

export const answerQualityControlRequestContract = defineContract({
  method: 'POST',
  path: '/quality/control-requests/:requestId/answer',
  summary:
    'Staff (contradictory requests): accepts one of the customer’s days at a time, proposes another, or declines',
  description:
    'A time must be at least QUALITY_JOINT_NOTICE_HOURS ahead (400 with the reason in body.fields); a request ' +
    'already answered for good, cancelled or with its control started answers 409.',
  tags: ['quality back office'],
  access: answerers,
  params: qualityControlRequestIdParams,
  body: qualityControlRequestAnswerSchema,
  response: { 200: qualityControlRequestSchema },
});

export const replyQualityControlRequestContract = defineContract({
  method: 'POST',
  path: '/quality/control-requests/:requestId/reply',
  summary: 'Customer (quality controls): accepts the time staff proposed, or proposes other days',
  tags,
  access: requesters,
  params: qualityControlRequestIdParams,
  body: qualityControlRequestReplySchema,
  response: { 200: qualityControlRequestSchema },
});

export const cancelQualityControlRequestContract = defineContract({
  method: 'POST',
  path: '/quality/control-requests/:requestId/cancel',
  summary: 'Customer (quality controls): withdraws a request whose control has not started',
  tags,
  access: requesters,
  params: qualityControlRequestIdParams,
  response: { 200: qualityControlRequestSchema },
});
