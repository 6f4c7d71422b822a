import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BillingDocumentItem } from '@portale/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedListState } from '../../../lib/paged-list-state.tsx';
import { useDownloadBillingPdf } from '../api/billing-files.ts';
import { billingErrorMessage } from '../billing-errors.ts';
import { billingPageSize } from '../billing-search.ts';
import { documentsText } from '../billing-text.ts';
import { BillingTable, type BillingSelection } from './billing-table.tsx';

type BillingListProps = {
  list: UseQueryResult<{ data: BillingDocumentItem[]; total: number }>;
  page: number;
  onPageChange: (page: number) => void;
  /** Some filter is chosen: an empty list says that nothing matches them. */
  filtered: boolean;
  /** What an empty list says when no filter is chosen. */
  emptyText: string;
  /** The back office's list: every customer's documents, with the customer named. */
  staff: boolean;
  /** The customer's choice of documents for one zip, for the documents of the page shown. */
  selection: ((documents: readonly BillingDocumentItem[]) => BillingSelection) | null;
  action?: (document: BillingDocumentItem) => ReactNode;
};

/**
 * A page of invoices and credit notes, customer's or staff's: loading, failed, empty or its table with
 * the count and the pages; each document's PDF downloads from its row.
 */
export function BillingList({
  list,
  page,
  onPageChange,
  filtered,
  emptyText,
  staff,
  selection,
  action,
}: BillingListProps) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const pdf = useDownloadBillingPdf();
  const download = (document: BillingDocumentItem) =>
    pdf.mutate(
      { documentId: document.documentId, filename: `${document.number}.pdf` },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Download non riuscito',
            message: billingErrorMessage(error),
          }),
      },
    );

  return (
    <PagedListState
      list={list}
      labels={{
        loading: 'Caricamento dei documenti',
        errorTitle: 'Documenti non caricati',
        emptyTitle: 'Nessun documento',
        empty: filtered ? 'Nessuna fattura o nota di credito corrisponde ai filtri scelti.' : emptyText,
        count: documentsText,
      }}
      errorMessage={billingErrorMessage}
      pagination={{ pageSize: billingPageSize, page, onChange: onPageChange, compact: !isWide }}
    >
      {(documents) => (
        <BillingTable
          documents={documents}
          staff={staff}
          selection={selection?.(documents) ?? null}
          onDownload={download}
          downloading={pdf.isPending ? pdf.variables.documentId : null}
          action={action}
        />
      )}
    </PagedListState>
  );
}
