import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { siteCodeParams } from '../sites/site-detail.contract.ts';
import { siteComplianceSchema } from './documents.schemas.ts';

export const siteComplianceContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/documents/compliance',
  summary:
    'Customer (sub-role documents) or staff (sites or documents): the site’s checklist of required ' +
    'document categories, each present, expiring, expired or missing, and its compliance percentage',
  description:
    'The categories are those its job order requires. A customer user sees only a site within reach ' +
    '(another customer’s: 403 Site not owned; not published: 404 Site not found) and counts only the ' +
    'documents they see. 400 Invalid siteCode for a malformed code.',
  tags: ['documents'],
  access: loginAccess,
  params: siteCodeParams,
  response: { 200: siteComplianceSchema },
});
