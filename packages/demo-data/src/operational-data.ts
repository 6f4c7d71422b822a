import { planAtiManagers } from './ati-managers.ts';
import { planBillingDocuments } from './billing-documents.ts';
import type { IsoDate } from './dates.ts';
import { planDemoRooms } from './demo-rooms.ts';
import { planDocumentReads } from './document-checklists.ts';
import { planProviderContacts } from './provider-contacts.ts';
import type { DemoData, OrganisationData } from './rows.ts';
import { planDocuments } from './site-documents.ts';
import { planSiteOperations } from './site-operations.ts';
import { planQuality } from './quality.ts';
import { planQualityReports } from './quality-reports.ts';
import { planDemoVariations } from './variations.ts';

/**
 * Adds to the organisation what the provider does and who it works with: fee settings, fee splits and
 * services of every site, contacts, documents, the ATI managers, the sites' rooms and a year of quality controls. Each entity draws from a generator
 * of its own, so the organisation's rows are left as they were and the fixed customers get the same
 * data at every scale.
 */
export function withOperationalData(
  organisation: OrganisationData,
  fixedSiteCount: number,
  today: IsoDate,
): DemoData {
  const operations = planSiteOperations(organisation.sites, organisation.jobOrders, fixedSiteCount, today);
  const { sites } = operations;
  const documents = planDocuments(organisation.customers, organisation.jobOrders, sites, today);
  const data = {
    ...organisation,
    ...operations,
    ...planProviderContacts(organisation.customers, organisation.jobOrders, sites),
    ...documents,
    ...planDocumentReads(organisation.jobOrders, organisation.users, documents, today),
    ...planAtiManagers(organisation.atiGroups, organisation.jobOrders, sites),
    ...planBillingDocuments(organisation, today),
    ...planDemoRooms(sites, organisation.jobOrders, today),
  };
  const withVariations = { ...data, ...planDemoVariations(data, today) };
  const withQuality = { ...withVariations, ...planQuality(withVariations, fixedSiteCount, today) };
  return { ...withQuality, ...planQualityReports(withQuality, today) };
}
