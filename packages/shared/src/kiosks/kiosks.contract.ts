import { staffPolicy } from '../access/access-rule.ts';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { kiosksAccess } from './kiosks.access.ts';
import {
  kioskAlertSettingsInputSchema,
  kioskAlertSettingsSchema,
  kioskIdParams,
  kioskListQuerySchema,
  kioskListSchema,
  kioskRoomOptionsSchema,
  kioskSchema,
  kioskSiteIndexSchema,
  kioskSiteParams,
  kioskStatisticsQuerySchema,
  kioskStatisticsSchema,
  kioskVoteBatchSchema,
  kioskVoteReceiptSchema,
  kioskWithKeySchema,
  newKioskSchema,
} from './kiosks.schemas.ts';

/** The header that carries a kiosk's key on its uploads. */
export const kioskKeyHeader = 'x-kiosk-key';

export const kioskVotesContract = defineContract({
  method: 'POST',
  path: '/kiosk-votes',
  summary: 'A kiosk uploads its votes (1 to 4), one or many, signed with its own key',
  description:
    'For the devices, not for people: no session; the kiosk’s key goes in the header X-Kiosk-Key, and the ' +
    'votes are stored for that kiosk and its site (the body never names one). 401 Kiosk key not valid when ' +
    'the key is missing, unknown or revoked. A batch sent after an outage is welcome: votes up to 30 days ' +
    'old are stored, older ones and those dated more than 5 minutes ahead of the server’s clock answer 400 ' +
    'Kiosk votes not valid naming them. A vote whose id the kiosk already sent is counted in duplicates and ' +
    'not stored again, so an upload may be repeated safely. A press within 2 seconds of the kiosk’s previous ' +
    'kept press is counted in filtered (a held or hammered button): the first is kept. Each key may make ' +
    '60 uploads a minute (429 Too many requests beyond).',
  tags: ['kiosks'],
  access: publicAccess,
  body: kioskVoteBatchSchema,
  response: { 200: kioskVoteReceiptSchema },
});

const statisticsReaders = loginAccess;

export const kioskStatisticsContract = defineContract({
  method: 'GET',
  path: '/kiosks/statistics',
  summary: 'Kiosk votes and index (0–100) by day, hour of the week, kiosk and site, with votes beside each',
  description:
    'Customers with sub-role kiosks (11) over the sites they see, staff with survey (10) over every site ' +
    '(a login route whose service checks kiosksAccess.rules.statistics). The period is of days in Italy, by ' +
    'default the 90 days up to today; a period that ends before it starts holds no vote. Sites are ranked by ' +
    '(n × mean + m × mean of all) / (n + m), m = priorVotes.',
  tags: ['kiosks'],
  access: statisticsReaders,
  query: kioskStatisticsQuerySchema,
  response: { 200: kioskStatisticsSchema },
});

export const kioskSiteIndexContract = defineContract({
  method: 'GET',
  path: '/kiosks/site-index',
  summary: 'The kiosk index and votes of each site in reach over the last 30 days, the lowest first',
  description:
    'Customers with sub-role kiosks (11) over the sites they see, staff with survey (10); sites without ' +
    'votes in the 30 days are left out.',
  tags: ['kiosks'],
  access: statisticsReaders,
  response: { 200: kioskSiteIndexSchema },
});

const managers = staffPolicy(kiosksAccess.rules.manage);
const staffTags = ['kiosks back office'];

export const kioskListContract = defineContract({
  method: 'GET',
  path: '/kiosks',
  summary:
    'Staff (survey): the kiosks, of one site or of every site, with their key’s prefix and last upload',
  tags: staffTags,
  access: managers,
  query: kioskListQuerySchema,
  response: { 200: kioskListSchema },
});

export const newKioskContract = defineContract({
  method: 'POST',
  path: '/kiosks',
  summary:
    'Staff (survey): installs a kiosk in a site (and a room of its registry); the answer carries its key, once',
  description: '404 Site not found; 400 Kiosk not valid when the room is not one of the site’s.',
  tags: staffTags,
  access: managers,
  body: newKioskSchema,
  response: { 201: kioskWithKeySchema },
});

export const replaceKioskKeyContract = defineContract({
  method: 'POST',
  path: '/kiosks/:kioskId/key',
  summary:
    'Staff (survey): gives a kiosk a new key (the old one stops working at once); the answer carries it, once',
  description: 'A revoked kiosk gets a key again and works again. 404 Kiosk not found.',
  tags: staffTags,
  access: managers,
  params: kioskIdParams,
  response: { 200: kioskWithKeySchema },
});

export const revokeKioskContract = defineContract({
  method: 'POST',
  path: '/kiosks/:kioskId/revoke',
  summary: 'Staff (survey): revokes a kiosk’s key; its votes stay in the statistics',
  tags: staffTags,
  access: managers,
  params: kioskIdParams,
  response: { 200: kioskSchema },
});

export const kioskRoomOptionsContract = defineContract({
  method: 'GET',
  path: '/kiosks/sites/:siteCode/rooms',
  summary: 'Staff (survey): the rooms of a site’s registry, for the room a kiosk stands in',
  tags: staffTags,
  access: managers,
  params: kioskSiteParams,
  response: { 200: kioskRoomOptionsSchema },
});

export const kioskAlertSettingsContract = defineContract({
  method: 'GET',
  path: '/kiosks/sites/:siteCode/alert-settings',
  summary:
    'Staff (survey): when a site’s kiosks raise the alert (its own settings or the defaults) and its latest alerts',
  tags: staffTags,
  access: managers,
  params: kioskSiteParams,
  response: { 200: kioskAlertSettingsSchema },
});

export const saveKioskAlertSettingsContract = defineContract({
  method: 'PUT',
  path: '/kiosks/sites/:siteCode/alert-settings',
  summary: 'Staff (survey): sets a site’s own alert settings (share of bad votes, window, minimum votes)',
  tags: staffTags,
  access: managers,
  params: kioskSiteParams,
  body: kioskAlertSettingsInputSchema,
  response: { 200: kioskAlertSettingsSchema },
});
