import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { qualityAccess } from './quality.access.ts';
import {
  qualityControlDetailSchema,
  qualityControlIdParams,
  qualityControlListQuerySchema,
  qualityControlListResultSchema,
  newQualityControlSchema,
  qualityStatisticsQuerySchema,
  qualityControlPhotoParams,
  qualityControlPhotoSchema,
  qualityControlRoomParams,
  qualityStatisticsSchema,
  qualityTrendSchema,
  qualityVotesSchema,
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

/** Staff with survey (10) record controls: draw the rooms, vote, complete. */
const recorders = staffPolicy(qualityAccess.rules.record);
const staffTags = ['quality back office'];

export const startQualityControlContract = defineContract({
  method: 'POST',
  path: '/quality/controls',
  summary:
    'Staff (survey): starts a control of a site on a day, its rooms drawn from the open rooms of the day',
  description:
    'The rule in force that day for the site’s job order scores it; the sample follows ISO 2859-1 (level II) ' +
    'and the seed, drawn when not given. 400 Quality control not valid (no rule, no open room, outside the ' +
    'site’s dates) with the reasons in body.fields; 404 Site not found.',
  tags: staffTags,
  access: recorders,
  body: newQualityControlSchema,
  response: { 201: qualityControlDetailSchema },
});

export const recordQualityVotesContract = defineContract({
  method: 'PUT',
  path: '/quality/controls/:controlId/votes',
  summary:
    'Staff (survey): records votes (1 to 4, with a note) of a control in progress; null takes one back',
  tags: staffTags,
  access: recorders,
  params: qualityControlIdParams,
  body: qualityVotesSchema,
  response: { 200: qualityControlDetailSchema },
});

export const completeQualityControlContract = defineContract({
  method: 'POST',
  path: '/quality/controls/:controlId/complete',
  summary: 'Staff (survey): completes a control whose every drawn room has a vote; its score is kept',
  tags: staffTags,
  access: recorders,
  params: qualityControlIdParams,
  response: { 200: qualityControlDetailSchema },
});

export const confirmQualityControlContract = defineContract({
  method: 'POST',
  path: '/quality/controls/:controlId/confirm',
  summary:
    'Customer (quality controls): confirms the result of a completed joint control (who and when kept)',
  description: '409 when the control is not a completed joint control or is confirmed already.',
  tags,
  access: customerPolicy(qualityAccess.rules.requestControl),
  params: qualityControlIdParams,
  response: { 200: qualityControlDetailSchema },
});

export const qualityStatisticsContract = defineContract({
  method: 'GET',
  path: '/quality/statistics',
  summary:
    'Customer (quality stats) or staff (survey): completed controls by month and site, weights accepted by area category and element',
  description:
    'Computed in SQL over the controls completed in the period (by default the year of months up to today), ' +
    'within the sites the caller sees.',
  tags,
  access: loginAccess,
  query: qualityStatisticsQuerySchema,
  response: { 200: qualityStatisticsSchema },
});

export const qualityTrendContract = defineContract({
  method: 'GET',
  path: '/quality/trend',
  summary:
    'Customer (quality controls or stats) or staff (survey): the last six months’ scores and the latest control, for the dashboard',
  tags,
  access: loginAccess,
  response: { 200: qualityTrendSchema },
});

export const uploadQualityPhotoContract = defineContract({
  method: 'POST',
  path: '/quality/controls/:controlId/rooms/:roomId/photos',
  idempotent: true,
  summary: 'Staff (survey): adds a photo of a drawn room to a control in progress',
  description:
    'One image per request (multipart/form-data, field `file`: JPEG, PNG, WebP or HEIC within ' +
    'UPLOAD_MAX_BYTES). 409 Extension not allowed for another kind of file; 400 Quality control not valid ' +
    'for a room not drawn; 409 when the control is completed.',
  tags: staffTags,
  access: recorders,
  params: qualityControlRoomParams,
  response: { 201: qualityControlPhotoSchema },
});

export const deleteQualityPhotoContract = defineContract({
  method: 'DELETE',
  path: '/quality/controls/:controlId/photos/:photoId',
  summary: 'Staff (survey): removes a photo from a control in progress',
  tags: staffTags,
  access: recorders,
  params: qualityControlPhotoParams,
  response: { 204: z.null() },
});

export const qualityPhotoContract = defineContract({
  method: 'GET',
  path: '/quality/controls/:controlId/photos/:photoId',
  summary: 'Either side: a photo of a control within reach, as a file',
  description: 'The control is checked first: out of reach or unknown answers 404.',
  tags,
  access: loginAccess,
  params: qualityControlPhotoParams,
  response: { 200: z.unknown().describe('The image’s bytes') },
});
