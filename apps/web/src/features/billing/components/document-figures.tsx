import { billingDocumentKindLabels, type BillingDocumentKind } from '@portale/shared';
import { formatCents } from '../../../lib/format-cents.ts';
import { formatDate } from '../../../lib/format.ts';
import { CardField, CardFields } from '../../../lib/responsive-table.tsx';
import { billingPeriodText } from '../billing-text.ts';

/** What a document states: a published one, or what a FatturaPA XML would publish. */
export type DocumentFigures = {
  kind: BillingDocumentKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  taxableCents: number;
  vatCents: number;
  totalCents: number;
};

/** A document's type, number, dates, period and amounts, each label beside its value. */
export function DocumentFiguresList({ figures }: { figures: DocumentFigures }) {
  return (
    <CardFields>
      <CardField label="Tipo">{billingDocumentKindLabels[figures.kind]}</CardField>
      <CardField label="Numero">{figures.number}</CardField>
      <CardField label="Data">{formatDate(figures.issueDate)}</CardField>
      <CardField label="Scadenza">{figures.dueDate ? formatDate(figures.dueDate) : 'non indicata'}</CardField>
      <CardField label="Periodo">
        {figures.periodFrom && figures.periodTo
          ? billingPeriodText(figures.periodFrom, figures.periodTo)
          : 'non indicato'}
      </CardField>
      <CardField label="Imponibile">{formatCents(figures.taxableCents)}</CardField>
      <CardField label="IVA">{formatCents(figures.vatCents)}</CardField>
      <CardField label="Totale">{formatCents(figures.totalCents)}</CardField>
    </CardFields>
  );
}
