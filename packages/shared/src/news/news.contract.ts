import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { newsRules } from './news.rules.ts';
import {
  myNewsItemSchema,
  newsCustomerOptionsSchema,
  newsFieldsSchema,
  newsIdParams,
  newsItemSchema,
  newsJobOrderOptionsSchema,
  newsListQuerySchema,
  newsListSchema,
  newsPickerQuerySchema,
} from './news.schemas.ts';

const tags = ['news'];
const staffTags = ['news back office'];
const manage = staffPolicy(newsRules.manage);
const fieldsDescription =
  '400 Invalid parameters: an end not after the start, CUSTOMERS without customers, JOB_ORDERS without ' +
  'job orders, or an unknown customer or job order (body.fields). Once the window is open its users are ' +
  'told at once, once (a notification, the badges, an email to those who accept system emails).';

export const myNewsContract = defineContract({
  method: 'GET',
  path: '/news/my-list',
  summary:
    'Customer (any sub-role): the news addressed to the user now within its window, the latest first: ' +
    'to every customer, to the user’s customer, or to a job order with a site the user sees',
  tags,
  access: customerPolicy(newsRules.read),
  response: { 200: z.array(myNewsItemSchema) },
});

export const newsListContract = defineContract({
  method: 'GET',
  path: '/news',
  summary:
    'Staff (news): every news item, by state (scheduled, published, expired) and words of its title or ' +
    'text, the latest publication first, paged',
  tags: staffTags,
  access: manage,
  query: newsListQuerySchema,
  response: { 200: newsListSchema },
});

export const newsCustomerOptionsContract = defineContract({
  method: 'GET',
  path: '/news/customers',
  summary: 'Staff (news): the customers a news item may address, by name or code (at most 20)',
  tags: staffTags,
  access: manage,
  query: newsPickerQuerySchema.pick({ search: true }),
  response: { 200: newsCustomerOptionsSchema },
});

export const newsJobOrderOptionsContract = defineContract({
  method: 'GET',
  path: '/news/job-orders',
  summary:
    'Staff (news): the job orders a news item may address, by code, description or customer (at most 50)',
  tags: staffTags,
  access: manage,
  query: newsPickerQuerySchema,
  response: { 200: newsJobOrderOptionsSchema },
});

export const newsDetailContract = defineContract({
  method: 'GET',
  path: '/news/:newsId',
  summary: 'Staff (news): one news item',
  description: '404 News not found.',
  tags: staffTags,
  access: manage,
  params: newsIdParams,
  response: { 200: newsItemSchema },
});

export const newNewsContract = defineContract({
  method: 'POST',
  path: '/news',
  summary: 'Staff (news): a news item for every customer, some customers or the users of some job orders',
  description: fieldsDescription,
  tags: staffTags,
  access: manage,
  body: newsFieldsSchema,
  response: { 201: newsItemSchema },
});

export const updateNewsContract = defineContract({
  method: 'PUT',
  path: '/news/:newsId',
  summary: 'Staff (news): change a news item (its text, audience or window)',
  description:
    `${fieldsDescription} Its users are told once: a change after that tells nobody again, but a start ` +
    'moved into the future tells them again when it comes. 404 News not found.',
  tags: staffTags,
  access: manage,
  params: newsIdParams,
  body: newsFieldsSchema,
  response: { 200: newsItemSchema },
});

export const withdrawNewsContract = defineContract({
  method: 'POST',
  path: '/news/:newsId/withdraw',
  summary:
    'Staff (news): withdraw a news item: its window ends now (one not started yet never opens); it stays ' +
    'in staff’s list as expired',
  description: '404 News not found. A news item already expired is answered as it is.',
  tags: staffTags,
  access: manage,
  params: newsIdParams,
  response: { 200: newsItemSchema },
});
