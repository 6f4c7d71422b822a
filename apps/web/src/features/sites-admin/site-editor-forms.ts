import {
  feeFormulas,
  formatItalianDate,
  isoDateSchema,
  monthDurations,
  patronSaintDaySchema,
  serviceFrequencies,
  type FeeFormula,
  type SaveFeesBody,
  type SiteDetail,
  type SiteService,
  type SiteServiceInput,
  type WeekLength,
} from '@portale/shared';
import { z } from 'zod';
import {
  addFeeSplitIssues,
  feeSplitValuesSchema,
  toFeeSplitFormValues,
  toFeeSplitInput,
} from './fee-split-form.ts';

const endBeforeStart = 'La data di fine precede la data d’inizio';

/** The site's dates, inside its job order's (the API's rule, checked before sending). */
export const siteDatesFormSchema = (jobOrder: { from: string; to: string }) =>
  z.object({ dateFrom: isoDateSchema, dateTo: isoDateSchema }).superRefine((values, context) => {
    if (values.dateFrom > values.dateTo) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: endBeforeStart });
    }
    if (values.dateFrom < jobOrder.from) {
      const message = `L’ubicazione non può iniziare prima della commessa (${formatItalianDate(jobOrder.from)})`;
      context.addIssue({ code: 'custom', path: ['dateFrom'], message });
    }
    if (values.dateTo > jobOrder.to) {
      const message = `L’ubicazione non può finire dopo la commessa (${formatItalianDate(jobOrder.to)})`;
      context.addIssue({ code: 'custom', path: ['dateTo'], message });
    }
  });
export type SiteDatesFormValues = z.input<ReturnType<typeof siteDatesFormSchema>>;

export const weekLengthOptions = ['5', '6', '7'] as const;

/** The site's fee: the formula settings and the fee split, inside the site's dates. */
export const siteFeesFormSchema = (site: { dateFrom: string; dateTo: string }) =>
  z
    .object({
      feeFormula: z.enum(feeFormulas).nullable(),
      weekLength: z.enum(weekLengthOptions),
      holidaysAreWorkingDays: z.boolean(),
      monthDuration: z.enum(monthDurations),
      /** The patron saint's day and month, '1'-'31' and '1'-'12', or both empty for none. */
      patronDay: z.string(),
      patronMonth: z.string(),
      feeSplit: feeSplitValuesSchema,
    })
    .superRefine((values, context) => {
      if (values.feeFormula === null) {
        context.addIssue({ code: 'custom', path: ['feeFormula'], message: 'Scegli la formula di calcolo' });
      }
      const patron = patronSaintDayOf(values);
      if (patron === undefined) {
        const path = values.patronDay ? 'patronMonth' : 'patronDay';
        context.addIssue({ code: 'custom', path: [path], message: 'Scegli sia il giorno sia il mese' });
      } else if (patron !== null) {
        const checked = patronSaintDaySchema.safeParse(patron);
        if (!checked.success)
          context.addIssue({
            code: 'custom',
            path: ['patronDay'],
            message: checked.error.issues[0]!.message,
          });
      }
      addFeeSplitIssues(context, values.feeSplit, { from: site.dateFrom, to: site.dateTo, of: 'site' });
    })
    // The refinement above refuses a missing formula: what passes has one.
    .transform((values) => ({ ...values, feeFormula: values.feeFormula as FeeFormula }));
export type SiteFeesFormValues = z.input<ReturnType<typeof siteFeesFormSchema>>;
export type SiteFeesFormOutput = z.output<ReturnType<typeof siteFeesFormSchema>>;

export function toSiteFeesFormValues(site: SiteDetail): SiteFeesFormValues {
  const { feeSettings } = site;
  return {
    feeFormula: feeSettings.feeFormula,
    weekLength: String(feeSettings.weekLength) as SiteFeesFormValues['weekLength'],
    holidaysAreWorkingDays: feeSettings.holidaysAreWorkingDays,
    monthDuration: feeSettings.monthDuration,
    patronDay: feeSettings.patronSaintDay ? String(Number(feeSettings.patronSaintDay.slice(3))) : '',
    patronMonth: feeSettings.patronSaintDay ? String(Number(feeSettings.patronSaintDay.slice(0, 2))) : '',
    feeSplit: toFeeSplitFormValues(site.feeSplit, { from: site.dateFrom, to: site.dateTo }),
  };
}

export function toSaveFeesBody(values: SiteFeesFormOutput): SaveFeesBody {
  return {
    ...toFeeSplitInput(values.feeSplit),
    feeFormula: values.feeFormula,
    weekLength: Number(values.weekLength) as WeekLength,
    holidaysAreWorkingDays: values.holidaysAreWorkingDays,
    monthDuration: values.monthDuration,
    patronSaintDay: patronSaintDayOf(values) ?? null,
  };
}

/** The form's day and month as 'MM-DD'; null when both are empty, undefined when only one is chosen. */
export function patronSaintDayOf(values: {
  patronDay: string;
  patronMonth: string;
}): string | null | undefined {
  if (!values.patronDay && !values.patronMonth) return null;
  if (!values.patronDay || !values.patronMonth) return undefined;
  return `${values.patronMonth.padStart(2, '0')}-${values.patronDay.padStart(2, '0')}`;
}

/** A service: its dates inside the site's, and its own fee split (if any) inside its dates. */
export const serviceFormSchema = (site: { dateFrom: string; dateTo: string }) =>
  z
    .object({
      serviceName: z.string().trim().min(1).max(200),
      frequency: z.enum(serviceFrequencies),
      from: isoDateSchema,
      to: isoDateSchema,
      hasOwnFee: z.boolean(),
      feeSplit: feeSplitValuesSchema,
    })
    .superRefine((values, context) => {
      if (values.from > values.to)
        context.addIssue({ code: 'custom', path: ['to'], message: endBeforeStart });
      if (values.from < site.dateFrom) {
        const message = `Il servizio non può iniziare prima dell’ubicazione (${formatItalianDate(site.dateFrom)})`;
        context.addIssue({ code: 'custom', path: ['from'], message });
      }
      if (values.to > site.dateTo) {
        const message = `Il servizio non può finire dopo l’ubicazione (${formatItalianDate(site.dateTo)})`;
        context.addIssue({ code: 'custom', path: ['to'], message });
      }
      if (!values.hasOwnFee) return;
      const validDates =
        isoDateSchema.safeParse(values.from).success && isoDateSchema.safeParse(values.to).success;
      addFeeSplitIssues(
        context,
        values.feeSplit,
        validDates ? { from: values.from, to: values.to, of: 'service' } : null,
      );
    });
export type ServiceFormValues = z.input<ReturnType<typeof serviceFormSchema>>;

/** A new service runs, by default, for the whole life of the site. */
export function toServiceFormValues(service: SiteService | null, site: SiteDetail): ServiceFormValues {
  const from = service?.from ?? site.dateFrom;
  const to = service?.to ?? site.dateTo;
  return {
    serviceName: service?.serviceName ?? '',
    frequency: service?.frequency ?? 'daily',
    from,
    to,
    hasOwnFee: service ? service.feeSplit !== null : true,
    feeSplit: toFeeSplitFormValues(service?.feeSplit ?? null, { from, to }),
  };
}

export function toSiteServiceInput(values: ServiceFormValues): SiteServiceInput {
  return {
    serviceName: values.serviceName.trim(),
    frequency: values.frequency,
    from: values.from,
    to: values.to,
    feeSplit: values.hasOwnFee ? toFeeSplitInput(values.feeSplit) : null,
  };
}

const siteFeeSettingsFields = ['feeFormula', 'weekLength', 'holidaysAreWorkingDays', 'monthDuration'];

/**
 * Where a 400 of save-fees goes in the site fee form: the split's paths (body.items.1.startDate,
 * body.endDate) under `feeSplit`, the settings to their fields.
 */
export function siteFeesFieldName(serverPath: string): string | null {
  if (!serverPath.startsWith('body.')) return null;
  const path = serverPath.slice('body.'.length);
  if (path === 'endDate' || path === 'items' || path.startsWith('items.')) return `feeSplit.${path}`;
  if (path === 'patronSaintDay') return 'patronDay';
  return siteFeeSettingsFields.includes(path) ? path : null;
}

const serviceFields = ['serviceName', 'frequency', 'from', 'to', 'feeSplit'];

/** Where a 400 of create-service or update-service goes in the service form (body.feeSplit.items.0.fee). */
export function serviceFieldName(serverPath: string): string | null {
  if (!serverPath.startsWith('body.')) return null;
  const path = serverPath.slice('body.'.length);
  return serviceFields.includes(path.split('.')[0] ?? '') ? path : null;
}

/** Where a 400 of save-dates goes in the dates form. */
export function siteDatesFieldName(serverPath: string): string | null {
  return serverPath === 'body.dateFrom' || serverPath === 'body.dateTo'
    ? serverPath.slice('body.'.length)
    : null;
}
