import { useState } from 'react';
import type { BillingSelection } from '../components/billing-table.tsx';

/**
 * The documents chosen for one zip. The choice is kept across pages and filters, so that documents of
 * several pages or job orders go in the same zip, until it is cleared.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const change = (documentIds: readonly string[], checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const documentId of documentIds) {
        if (checked) next.add(documentId);
        else next.delete(documentId);
      }
      return next;
    });
  return {
    ids: [...selected],
    clear: () => setSelected(new Set()),
    /** What the table of one page needs: the choice, a row's box and the page's box. */
    forPage: (documents: readonly { documentId: string }[]): BillingSelection => ({
      selected,
      onToggle: (documentId, checked) => change([documentId], checked),
      onToggleAll: (checked) =>
        change(
          documents.map((document) => document.documentId),
          checked,
        ),
    }),
  };
}
