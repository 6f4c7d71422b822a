import type { DocumentAssociationRequest } from '@portale/shared';

/** An option chosen in a picker: its code and the words it is listed with («Padiglione A (UB000001)»). */
export type PickedOption = { value: string; label: string };

/** What the pickers hold: a customer, and perhaps one of its job orders or sites. */
export type PickedRecipient = { customer: PickedOption; jobOrder?: PickedOption; site?: PickedOption };

/** A recipient of a new document or association, named as the pickers listed it. */
export type ChosenRecipient = {
  request: DocumentAssociationRequest;
  /** The customer it belongs to: a site or job order of it replaces its customer-wide choice. */
  customerCode: string;
  label: string;
};

/**
 * The recipient the pickers hold, the narrowest choice winning (a site over its job order, a job order
 * over its customer), named by the options' words: «Ubicazione Padiglione A (UB000001) · Azienda…».
 */
export function recipientOf({ customer, jobOrder, site }: PickedRecipient): ChosenRecipient {
  const customerCode = customer.value;
  if (site)
    return {
      request: { siteCode: site.value },
      customerCode,
      label: `Ubicazione ${site.label} · ${customer.label}`,
    };
  if (jobOrder)
    return {
      request: { jobOrderId: jobOrder.value },
      customerCode,
      label: `Commessa ${jobOrder.label} · ${customer.label}`,
    };
  return { request: { customerCode }, customerCode, label: `Tutto il cliente ${customer.label}` };
}

const isCustomerWide = (recipient: ChosenRecipient) => recipient.request.customerCode !== undefined;
const sameRequest = (a: ChosenRecipient, b: ChosenRecipient) =>
  a.request.customerCode === b.request.customerCode &&
  a.request.jobOrderId === b.request.jobOrderId &&
  a.request.siteCode === b.request.siteCode;

/**
 * The recipients with one more: a site or job order of a customer takes the place of that customer's
 * customer-wide choice (the user narrowed it); a customer chosen as a whole once one of its sites or job
 * orders is there is not added; a recipient already there is not added twice.
 */
export function withRecipient(
  current: readonly ChosenRecipient[],
  chosen: ChosenRecipient,
): ChosenRecipient[] {
  if (current.some((known) => sameRequest(known, chosen))) return [...current];
  const ofCustomer = (known: ChosenRecipient) => known.customerCode === chosen.customerCode;
  if (isCustomerWide(chosen)) return current.some(ofCustomer) ? [...current] : [...current, chosen];
  return [...current.filter((known) => !(ofCustomer(known) && isCustomerWide(known))), chosen];
}
