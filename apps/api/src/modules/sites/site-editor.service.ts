import {
  clipFeeSplit,
  euroToCents,
  formatItalianDate,
  validateFeeSplit,
  type FeeSplitBounds,
  type FeeSplitInput,
  type SaveDatesBody,
  type SaveFeesBody,
  type SetPublishedBody,
  type SiteService,
  type SiteServiceInput,
  type SitesForPublishingQuery,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { SiteDetailRepository } from './site-detail.repository.ts';
import type { FeePeriodInput, ServiceInput, SiteEditorRepository } from './site-editor.repository.ts';
import { toSiteService } from './site-mappers.ts';
import { assertSiteCode } from '../tenancy/index.ts';

type Field = { path: string; message: string };

/** A fee split in cents, after validateFeeSplit passed; 400 Supplied data not valid otherwise. */
function checkedFeeSplit(split: FeeSplitInput, bounds: FeeSplitBounds, pathPrefix: string) {
  const issues = validateFeeSplit(split, bounds);
  if (issues.length > 0) {
    throw new AppError('SITE_SUPPLIED_DATA_NOT_VALID', {
      fields: issues.map((issue) => ({ path: `${pathPrefix}${issue.path}`, message: issue.message })),
    });
  }
  return {
    endDate: split.endDate,
    periods: split.items.map((item): FeePeriodInput => ({
      startDate: item.startDate,
      feeCents: euroToCents(item.fee) ?? 0,
      notes: item.notes ?? null,
    })),
  };
}

function assertDates(fields: Field[]) {
  if (fields.length > 0) throw new AppError('SITE_DATES_NOT_VALID', { fields });
}

/**
 * The back office's site editor: publishing, dates, fee split and formula, services. The rules of a
 * fee split are validateFeeSplit's (packages/shared), the same the web form checks.
 */
export function createSiteEditorService(deps: {
  editor: SiteEditorRepository;
  details: SiteDetailRepository;
}) {
  const { editor, details } = deps;

  async function findSite(siteCode: string) {
    const site = await editor.findSiteForEditing(assertSiteCode(siteCode));
    if (!site) throw new AppError('SITE_NOT_FOUND');
    return site;
  }

  /** A service's dates inside the site's, and its fee split inside the service's. */
  function checkedService(site: { dateFrom: string; dateTo: string }, input: SiteServiceInput): ServiceInput {
    const fields: Field[] = [];
    if (input.from > input.to) {
      fields.push({ path: 'body.to', message: "La data di fine precede la data d'inizio" });
    }
    if (input.from < site.dateFrom) {
      fields.push({
        path: 'body.from',
        message: `Il servizio non può iniziare prima dell'ubicazione (${formatItalianDate(site.dateFrom)})`,
      });
    }
    if (input.to > site.dateTo) {
      fields.push({
        path: 'body.to',
        message: `Il servizio non può finire dopo l'ubicazione (${formatItalianDate(site.dateTo)})`,
      });
    }
    assertDates(fields);
    const bounds: FeeSplitBounds = { from: input.from, to: input.to, of: 'service' };
    return {
      serviceName: input.serviceName,
      frequency: input.frequency,
      dateFrom: input.from,
      dateTo: input.to,
      feeSplit: input.feeSplit ? checkedFeeSplit(input.feeSplit, bounds, 'body.feeSplit.') : null,
    };
  }

  async function getService(siteCode: string, serviceId: number): Promise<SiteService> {
    const [service] = await details.findServices(siteCode, serviceId);
    if (!service) throw new AppError('SITE_SERVICE_NOT_FOUND');
    return toSiteService(service);
  }

  return {
    async listSitesForPublishing(query: SitesForPublishingQuery) {
      const { rows, total } = await editor.findSitesForPublishing(query);
      return { data: rows, total };
    },

    /** Publishes or unpublishes every listed site, or none when one is malformed (400) or unknown (404). */
    async setPublished(body: SetPublishedBody) {
      const codes = [...new Set(body.siteCodes)];
      body.siteCodes.forEach((code, index) => assertSiteCode(code, `body.siteCodes.${index}`));
      const existing = new Set(await editor.findExistingSiteCodes(codes));
      const missing = codes.filter((code) => !existing.has(code));
      if (missing.length > 0) {
        throw new AppError('SITE_NOT_FOUND', {
          fields: missing.map((code) => ({
            path: 'body.siteCodes',
            message: `Ubicazione ${code} inesistente`,
          })),
        });
      }
      return { updated: (await editor.setPublished(codes, body.published)).length };
    },

    async saveDates(siteCode: string, body: SaveDatesBody) {
      const site = await findSite(siteCode);
      const fields: Field[] = [];
      if (body.dateFrom > body.dateTo) {
        fields.push({ path: 'body.dateTo', message: "La data di fine precede la data d'inizio" });
      }
      if (body.dateFrom < site.jobOrderDateFrom) {
        fields.push({
          path: 'body.dateFrom',
          message: `L'ubicazione non può iniziare prima della commessa (${formatItalianDate(site.jobOrderDateFrom)})`,
        });
      }
      if (body.dateTo > site.jobOrderDateTo) {
        fields.push({
          path: 'body.dateTo',
          message: `L'ubicazione non può finire dopo la commessa (${formatItalianDate(site.jobOrderDateTo)})`,
        });
      }
      assertDates(fields);
      const [periods, services] = await Promise.all([
        details.findFeePeriods(site.siteCode),
        details.findServices(site.siteCode),
      ]);
      const clippedServices = services.map((service) => {
        const dateFrom = service.from > body.dateFrom ? service.from : body.dateFrom;
        const dateTo = service.to < body.dateTo ? service.to : body.dateTo;
        if (dateFrom > dateTo) {
          fields.push({
            path: service.to < body.dateFrom ? 'body.dateFrom' : 'body.dateTo',
            message: `Il servizio «${service.serviceName}» resterebbe senza giorni: modificalo o rimuovilo prima`,
          });
        }
        const split = service.feeSplitEndDate
          ? clipFeeSplit({ endDate: service.feeSplitEndDate, periods: service.periods }, dateFrom, dateTo)
          : null;
        return { id: service.siteServiceId, dateFrom, dateTo, feeSplit: split };
      });
      assertDates(fields);
      const feeSplit = site.feeSplitEndDate
        ? clipFeeSplit({ endDate: site.feeSplitEndDate, periods }, body.dateFrom, body.dateTo)
        : null;
      await editor.saveDates(site.siteCode, body, feeSplit, clippedServices);
    },

    async saveFees(siteCode: string, body: SaveFeesBody) {
      const site = await findSite(siteCode);
      const split = checkedFeeSplit(body, { from: site.dateFrom, to: site.dateTo, of: 'site' }, 'body.');
      const { feeFormula, weekLength, holidaysAreWorkingDays, monthDuration, patronSaintDay } = body;
      await editor.saveFees(
        site.siteCode,
        { feeFormula, weekLength, holidaysAreWorkingDays, monthDuration, patronSaintDay },
        split.endDate,
        split.periods,
      );
    },

    getService,

    async createService(siteCode: string, input: SiteServiceInput): Promise<SiteService> {
      const site = await findSite(siteCode);
      const id = await editor.createService(site.siteCode, checkedService(site, input));
      return getService(site.siteCode, id);
    },

    async updateService(siteCode: string, serviceId: number, input: SiteServiceInput): Promise<SiteService> {
      const site = await findSite(siteCode);
      await getService(site.siteCode, serviceId);
      if (!(await editor.updateService(site.siteCode, serviceId, checkedService(site, input)))) {
        throw new AppError('SITE_SERVICE_NOT_FOUND');
      }
      return getService(site.siteCode, serviceId);
    },

    async removeService(siteCode: string, serviceId: number): Promise<void> {
      const site = await findSite(siteCode);
      if (!(await editor.removeService(site.siteCode, serviceId)))
        throw new AppError('SITE_SERVICE_NOT_FOUND');
    },

    findSite,
  };
}

export type SiteEditorService = ReturnType<typeof createSiteEditorService>;
