import { z } from 'zod';
import { isCalendarDay } from '../dates/calendar-day.ts';
import { feeFormulas, monthDurations } from '../sites/fee-formula.ts';

/** The first year economics can be asked for, and the last. */
export const economicsFirstYear = 2000;
export const economicsLastYear = 2100;
export const economicsYearSchema = z.coerce.number().int().min(economicsFirstYear).max(economicsLastYear);

export const jobOrderIdSchema = z.string().trim().min(1).max(24);
export const siteCodeSchema = z.string().regex(/^UB\d{6}$/, 'Il codice ubicazione è UB seguito da sei cifre');

/** What the page asks: a year, and optionally one job order and one of its sites. */
export const economicsQuerySchema = z.object({
  year: economicsYearSchema,
  jobOrderId: jobOrderIdSchema.optional(),
  siteCode: siteCodeSchema.optional(),
});
export type EconomicsQuery = z.infer<typeof economicsQuerySchema>;

/** A month of the year, 1-12. */
export const monthNumberSchema = z.coerce.number().int().min(1).max(12);

/** One month's figures, in euro cents. */
export const economicsMonthSchema = z.object({
  /** 1-12. */
  month: z.number().int(),
  /** The fee from the engine, accepted variations included. */
  feeCents: z.number().int(),
  /** The effect of accepted variation requests on the fee (already within feeCents): negative lowers it. */
  adjustmentsCents: z.number().int(),
  /** Economics variations: extras (positive) and deductions (negative). */
  variationsCents: z.number().int(),
  /** feeCents + variationsCents. */
  totalCents: z.number().int(),
});
export type EconomicsMonth = z.infer<typeof economicsMonthSchema>;

/** Why a site has no figures: staff have not set its formula or fee split, or its rooms lack a coefficient. */
export const economicsSiteIssues = ['no_formula', 'no_fee_split', 'missing_coefficients'] as const;
export type EconomicsSiteIssue = (typeof economicsSiteIssues)[number];
export const economicsSiteIssueLabels: Record<EconomicsSiteIssue, string> = {
  no_formula: 'la formula del canone non è ancora stata definita',
  no_fee_split: 'la ripartizione del canone non è ancora stata definita',
  missing_coefficients: 'alcuni locali non hanno i coefficienti di categoria o frequenza',
};

export const economicsSiteSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  jobOrderId: z.string(),
  /** Null when the site has figures; otherwise why it has none. */
  issue: z.enum(economicsSiteIssues).nullable(),
  months: z.array(economicsMonthSchema),
  total: economicsMonthSchema.omit({ month: true }),
});
export type EconomicsSite = z.infer<typeof economicsSiteSchema>;

export const economicsJobOrderSchema = z.object({
  id: z.string(),
  description: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type EconomicsJobOrder = z.infer<typeof economicsJobOrderSchema>;

export const economicsVariationSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  siteName: z.string(),
  jobOrderId: z.string(),
  /** 'YYYY-MM'. */
  month: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
  byCustomer: z.boolean(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type EconomicsVariation = z.infer<typeof economicsVariationSchema>;

/** What was invoiced in a month: billing documents are per job order, their period split by days. */
export const economicsInvoicedMonthSchema = z.object({
  month: z.number().int(),
  invoicedCents: z.number().int(),
});

export const economicsOverviewSchema = z.object({
  year: z.number().int(),
  /** The years the caller's started job orders span, for the year filter. */
  years: z.array(z.number().int()),
  /** The caller's started job orders (every customer's, for staff), for the job order filter. */
  jobOrders: z.array(economicsJobOrderSchema),
  /** Whether figures were computed: staff must choose a job order first. */
  chosen: z.boolean(),
  sites: z.array(economicsSiteSchema),
  /** Per month, over the sites shown. */
  months: z.array(economicsMonthSchema.extend({ invoicedCents: z.number().int() })),
  total: economicsMonthSchema.omit({ month: true }).extend({ invoicedCents: z.number().int() }),
  /**
   * Invoices are issued per job order: what was invoiced is the job orders' (not a single site's), each
   * document's taxable amount spread over the days of its period; credit notes subtract.
   */
  invoicedScope: z.enum(['job_orders']),
  variations: z.array(economicsVariationSchema),
});
export type EconomicsOverview = z.infer<typeof economicsOverviewSchema>;

const feeLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('room'),
    roomId: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    areaCentiSqm: z.number().int(),
    categoryName: z.string(),
    frequencyCode: z.string(),
    coefficientMillionths: z.number().int(),
    openWorkingDays: z.number().int(),
    workingDays: z.number().int(),
    amountCents: z.number().int(),
    fullAmountCents: z.number().int(),
  }),
  z.object({
    kind: z.enum(['site', 'service']),
    siteServiceId: z.number().int().nullable(),
    name: z.string(),
    dueWorkingDays: z.number().int(),
    workingDays: z.number().int(),
    amountCents: z.number().int(),
    fullAmountCents: z.number().int(),
  }),
]);

/** An accepted variation request as its adjustment line names it. */
export const economicsAdjustmentSchema = z.object({
  variationId: z.number().int(),
  effectCents: z.number().int(),
  /** 0 service, 1 rooms. */
  type: z.number().int().nullable(),
  /** 1 modify, 2 suspend, 3 open, 4 close (rooms); 1 price change, 2 suspension, 3 end (services). */
  subtype: z.number().int().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export type EconomicsAdjustment = z.infer<typeof economicsAdjustmentSchema>;

/** One site's month explained: the engine's MonthFee with the variations named. */
export const economicsMonthDetailSchema = z.object({
  siteCode: z.string(),
  siteName: z.string(),
  jobOrderId: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  issue: z.enum(economicsSiteIssues).nullable(),
  fee: z
    .object({
      formula: z.enum(feeFormulas),
      weekLength: z.number().int(),
      monthDuration: z.enum(monthDurations),
      holidaysAreWorkingDays: z.boolean(),
      patronSaintDay: z.string().nullable(),
      workingDays: z.number().int(),
      partialMonthDivisor: z.number().int(),
      holidays: z.array(z.string()),
      rate: z.object({ baseDate: z.string(), baseWeightCentiSqm: z.number().int() }).nullable(),
      /** The fee split's monthly fee in force at the start of the month, in cents. */
      splitFeeCents: z.number().int().nullable(),
      lines: z.array(feeLineSchema),
      adjustments: z.array(economicsAdjustmentSchema),
      totalCents: z.number().int(),
    })
    .nullable(),
  variations: z.array(economicsVariationSchema),
  totalCents: z.number().int(),
});
export type EconomicsMonthDetail = z.infer<typeof economicsMonthDetailSchema>;
export type EconomicsFeeLine = z.infer<typeof feeLineSchema>;

/** The largest extra or deduction, in euro. */
export const maxEconomicsVariationEuro = 9_999_999.99;

/**
 * A new economics variation, as the form and the API both check it: the site, the month ('YYYY-MM'),
 * an extra or a deduction, its amount in euro (positive, at most two decimals), and what it is for.
 */
export const economicsVariationInputSchema = z.object({
  siteCode: siteCodeSchema,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Scegli il mese')
    .refine((month) => isCalendarDay(`${month}-01`), 'Scegli il mese'),
  kind: z.enum(['extra', 'deduction'], { error: 'Scegli se è un extra o una detrazione' }),
  amountEuro: z
    .number({ error: 'Inserisci l’importo' })
    .positive('L’importo deve essere maggiore di zero')
    .max(maxEconomicsVariationEuro, 'L’importo è troppo alto')
    .refine((euro) => Math.abs(Math.round(euro * 100) - euro * 100) < 1e-6, 'Al massimo due decimali'),
  description: z
    .string()
    .trim()
    .min(3, 'Descrivi la variazione (almeno 3 caratteri)')
    .max(500, 'Al massimo 500 caratteri'),
});
export type EconomicsVariationInput = z.infer<typeof economicsVariationInputSchema>;

/** The signed amount in cents of a variation's input: positive for an extra, negative for a deduction. */
export function variationAmountCents(input: Pick<EconomicsVariationInput, 'kind' | 'amountEuro'>): number {
  const cents = Math.round(input.amountEuro * 100);
  return input.kind === 'extra' ? cents : -cents;
}

/** SPEC.md section 8's messages of the variation dialog. */
export const economicsVariationMessages = {
  added: 'Variazione economica aggiunta correttamente',
  failed: 'Errore durante la creazione della variazione economica',
} as const;

export const economicsVariationIdParams = z.object({ variationId: z.coerce.number().int().positive() });
export const economicsMonthParams = z.object({
  siteCode: siteCodeSchema,
  year: economicsYearSchema,
  month: monthNumberSchema,
});

/** The dashboard's card: this month's fee of the caller's started job orders. */
export const economicsSummarySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The month's fee with its economics variations; null for staff (every customer's is not summed). */
  feeCents: z.number().int().nullable(),
  siteCount: z.number().int(),
  jobOrderCount: z.number().int(),
  /** Economics variations customers added this month (what staff check). */
  customerVariationCount: z.number().int(),
});
export type EconomicsSummary = z.infer<typeof economicsSummarySchema>;
