import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  qualityControlDetailSchema,
  qualityControlIdParams,
  qualityControlListQuerySchema,
  qualityControlListResultSchema,
} from './quality.schemas.ts';

/**
 * Quality controls, both sides (login routes whose service checks qualityAccess.rules.controls):
 * customers with sub-role quality controls (8) read those of the sites they see; staff with permission
 * survey (10) read every customer's. A control out of the caller's reach answers 404 Quality control
 * not found.
 */
const tags = ['quality'];

export const qualityControlListContract = defineContract({
  method: 'GET',
  path: '/quality/controls',
  summary: 'Quality controls of the sites the user sees, paged, filtered by site, outcome and period',
  tags,
  access: loginAccess,
  query: qualityControlListQuerySchema,
  response: { 200: qualityControlListResultSchema },
});

export const qualityControlDetailContract = defineContract({
  method: 'GET',
  path: '/quality/controls/:controlId',
  summary: 'A quality control with its sample, its rule and its working (A, B, 1 − B/A against LQA)',
  tags,
  access: loginAccess,
  params: qualityControlIdParams,
  response: { 200: qualityControlDetailSchema },
});
