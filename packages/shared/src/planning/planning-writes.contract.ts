import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { planningAccess } from './planning.access.ts';
import {
  closureIdParams,
  closureMaxDays,
  closureSiteParams,
  newSiteClosureSchema,
  occurrenceRecordInputSchema,
  occurrenceRecordSchema,
  scheduleChangeInputSchema,
  scheduleChangeSchema,
  scheduleDayParams,
  scheduleInputSchema,
  serviceScheduleSchema,
  siteClosureSchema,
  siteServiceIdParams,
} from './planning-writes.schemas.ts';

/**
 * Staff's writes of the plan of action (planningAccess.rules.manage: permission services, 12): a
 * service's schedule, a site's closures, a day moved or called off, a day recorded done or missed. A
 * refusal of the plan's rules answers 400 Schedule not valid with the reason, in Italian, in body.fields.
 */
const managers = staffPolicy(planningAccess.rules.manage);
const tags = ['planning back office'];

export const putServiceScheduleContract = defineContract({
  method: 'PUT',
  path: '/planning/services/:siteServiceId/schedule',
  summary: 'Staff (services): sets a service’s schedule (type, RRULE, closed days, areas and rooms covered)',
  description:
    'Creates or replaces the schedule; the rooms covered are replaced by those given. A rule the portal ' +
    'cannot read back in words answers 400 Invalid parameters naming body.rule; a room of another site 400 ' +
    'Schedule not valid naming body.roomIds; an unknown service 404 Service not found. The days already ' +
    'moved, called off or recorded stay, keyed by their day.',
  tags,
  access: managers,
  params: siteServiceIdParams,
  body: scheduleInputSchema,
  response: { 200: serviceScheduleSchema },
});

export const deleteServiceScheduleContract = defineContract({
  method: 'DELETE',
  path: '/planning/services/:siteServiceId/schedule',
  summary: 'Staff (services): removes a service’s schedule, with its rooms, changes and records',
  description:
    'The service is then listed with its frequency alone and yields no occurrence. 204 also when it had ' +
    'no schedule; 404 Service not found for an unknown service.',
  tags,
  access: managers,
  params: siteServiceIdParams,
  response: { 204: z.null() },
});

export const siteClosureListContract = defineContract({
  method: 'GET',
  path: '/planning/sites/:siteCode/closures',
  summary: 'Staff (services): a site’s closures, by first day',
  description: '404 Site not found for an unknown site.',
  tags,
  access: managers,
  params: closureSiteParams,
  response: { 200: z.array(siteClosureSchema) },
});

export const createSiteClosureContract = defineContract({
  method: 'POST',
  path: '/planning/sites/:siteCode/closures',
  summary: 'Staff (services): closes a site for a period, both days included',
  description:
    `At most ${closureMaxDays} days, ending on or after its first day (400 Invalid parameters naming ` +
    'body.endsOn). Work falling in it moves to the next open day, or is skipped, as each service says.',
  tags,
  access: managers,
  params: closureSiteParams,
  body: newSiteClosureSchema,
  response: { 201: siteClosureSchema },
});

export const deleteSiteClosureContract = defineContract({
  method: 'DELETE',
  path: '/planning/closures/:closureId',
  summary: 'Staff (services): removes a site’s closure',
  description: '404 Site closure not found for an unknown closure.',
  tags,
  access: managers,
  params: closureIdParams,
  response: { 204: z.null() },
});

export const putScheduleChangeContract = defineContract({
  method: 'PUT',
  path: '/planning/services/:siteServiceId/days/:ruleDate',
  summary: 'Staff (services): moves a day of a service’s schedule to another day, or calls it off',
  description:
    'ruleDate is a day the rule gives (400 Schedule not valid otherwise, or when the day is recorded done ' +
    'or missed: the record is cleared first); movedTo, null to call the day off, lies within the service’s ' +
    'dates. 404 Service not found, or Schedule not found for a service without one.',
  tags,
  access: managers,
  params: scheduleDayParams,
  body: scheduleChangeInputSchema,
  response: { 200: scheduleChangeSchema },
});

export const deleteScheduleChangeContract = defineContract({
  method: 'DELETE',
  path: '/planning/services/:siteServiceId/days/:ruleDate',
  summary: 'Staff (services): undoes the move or calling off of a day (204 also when it had none)',
  tags,
  access: managers,
  params: scheduleDayParams,
  response: { 204: z.null() },
});

export const putOccurrenceRecordContract = defineContract({
  method: 'PUT',
  path: '/planning/services/:siteServiceId/days/:ruleDate/record',
  summary: 'Staff (services): records a day’s work as done or missed',
  description:
    'ruleDate is a day the rule gives whose work is planned (not called off, nor skipped for a closed ' +
    'day) on a day up to today in Italy: 400 Schedule not valid otherwise. 404 Service not found, or ' +
    'Schedule not found for a service without one.',
  tags,
  access: managers,
  params: scheduleDayParams,
  body: occurrenceRecordInputSchema,
  response: { 200: occurrenceRecordSchema },
});

export const deleteOccurrenceRecordContract = defineContract({
  method: 'DELETE',
  path: '/planning/services/:siteServiceId/days/:ruleDate/record',
  summary: 'Staff (services): clears a day’s record (204 also when it had none)',
  tags,
  access: managers,
  params: scheduleDayParams,
  response: { 204: z.null() },
});
