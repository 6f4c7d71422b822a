import type { MySiteFilterQuery } from '@portale/shared';
import { ExportButton } from '../../../lib/export-button.tsx';
import { useExportMySites } from '../api/export-my-sites.ts';

/** "Esporta in Excel": the list with the same search, status, job order and order, as an .xlsx file. */
export function ExportSitesButton({ filter, disabled }: { filter: MySiteFilterQuery; disabled: boolean }) {
  return (
    <ExportButton
      exporter={useExportMySites()}
      request={filter}
      contents="le ubicazioni"
      errorMessages={{ 403: 'Non hai il permesso di esportare le ubicazioni.' }}
      disabled={disabled}
    />
  );
}
