import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

export const atiManagerSiteSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  city: z.string(),
});

/** A manager of one of the ATI's member companies, with the sites they answer for. */
export const atiManagerSchema = z.object({
  managerId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  companyName: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Of the manager's sites, those the user sees (published, of their customer, within their sites). */
  sites: z.array(atiManagerSiteSchema),
});
export type AtiManager = z.infer<typeof atiManagerSchema>;

export const myAtiManagersContract = defineContract({
  method: 'GET',
  path: '/ati-managers/my-list',
  summary: "Group (ATI) users: the managers of the user's ATI, with their sites",
  description:
    "Login only (SPEC.md section 6). Only the caller's own ATI is ever read: a user who belongs to no " +
    'ATI (any other customer user, staff) gets an empty list, not an error, so the answer never tells ' +
    'whether other groups exist. Managers come lead company first; sites are those the user may see.',
  tags: ['ati managers'],
  access: loginAccess,
  response: { 200: z.array(atiManagerSchema) },
});
