import {
  validateFeeSplit,
  type FeeSplit,
  type FeeSplitBounds,
  type FeeSplitInput,
  type FieldIssue,
  type IsoDate,
} from '@portale/shared';
import { z } from 'zod';

/**
 * A period as the editor holds it. The fee is what the amount field gives: a number, '' while empty, or
 * the typed text while it keeps trailing zeros ('320.50'), read as a number when checked and sent.
 */
export type FeePeriodFormValues = { startDate: string; fee: number | string; notes: string };
export type FeeSplitFormValues = { endDate: string; items: FeePeriodFormValues[] };

/** The shape of the fee split fields of a form; their rules are in addFeeSplitIssues. */
export const feeSplitValuesSchema = z.object({
  endDate: z.string(),
  items: z.array(
    z.object({
      startDate: z.string(),
      fee: z.union([z.number(), z.string()]),
      notes: z.string(),
    }),
  ),
});

export const emptyFeePeriod = (startDate = ''): FeePeriodFormValues => ({ startDate, fee: '', notes: '' });

/** The editor's values for a fee split; with none yet, one period covering the bounds. */
export function toFeeSplitFormValues(
  split: FeeSplit | null,
  bounds: { from: IsoDate; to: IsoDate },
): FeeSplitFormValues {
  if (!split) return { endDate: bounds.to, items: [emptyFeePeriod(bounds.from)] };
  return {
    endDate: split.endDate,
    items: split.items.map((item) => ({ startDate: item.startDate, fee: item.fee, notes: item.notes ?? '' })),
  };
}

/** What the API receives: fees in euro, blank notes as null. */
export function toFeeSplitInput(values: FeeSplitFormValues): FeeSplitInput {
  return {
    endDate: values.endDate,
    items: values.items.map((item) => ({
      startDate: item.startDate,
      fee: item.fee === '' ? Number.NaN : Number(item.fee),
      notes: item.notes.trim() || null,
    })),
  };
}

const required = 'Campo richiesto';

/**
 * The broken rules of a fee split being edited, with paths relative to the split: the empty required
 * fields first; once every field is filled, the shared rule of the API (validateFeeSplit) within the
 * bounds, so that the form and the server refuse the same splits with the same words.
 */
export function feeSplitFormIssues(values: FeeSplitFormValues, bounds: FeeSplitBounds | null): FieldIssue[] {
  const missing: FieldIssue[] = [];
  if (!values.endDate) missing.push({ path: 'endDate', message: required });
  values.items.forEach((item, index) => {
    if (!item.startDate) missing.push({ path: `items.${index}.startDate`, message: required });
    if (item.fee === '') missing.push({ path: `items.${index}.fee`, message: required });
  });
  if (missing.length > 0) return missing;
  return validateFeeSplit(toFeeSplitInput(values), bounds ?? undefined);
}

const pathKeys = (path: string) => path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** Adds the fee split's broken rules to a form schema's refinement, under the form's `feeSplit`. */
export function addFeeSplitIssues(
  context: z.RefinementCtx,
  values: FeeSplitFormValues,
  bounds: FeeSplitBounds | null,
): void {
  for (const issue of feeSplitFormIssues(values, bounds)) {
    context.addIssue({ code: 'custom', path: ['feeSplit', ...pathKeys(issue.path)], message: issue.message });
  }
}
