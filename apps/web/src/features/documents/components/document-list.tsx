import { Alert, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { documentsAccess, romeToday, sitesAccess } from '@portale/shared';
import { useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { PagedListState } from '../../../lib/paged-list-state.tsx';
import { profileAllows } from '../../../lib/profile-access.ts';
import { useDownloadDocument } from '../api/document-file.ts';
import { useDocumentList } from '../api/document-lists.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { documentsText } from '../document-text.ts';
import { hasDocumentFilters, toDocumentListQuery } from '../documents-query.ts';
import { documentPageSize, type DocumentSearch } from '../documents-search.ts';
import { DocumentFilters } from './document-filters.tsx';
import { DocumentTable } from './document-table.tsx';

type DocumentListProps = {
  search: DocumentSearch;
  /** Replaces the address bar's search (a new filter starts again from the first page). */
  onSearch: (search: DocumentSearch) => void;
  staff: boolean;
};

/** The filters and a page of the documents (the customer's, or every customer's for staff). */
export function DocumentList({ search, onSearch, staff }: DocumentListProps) {
  const profile = useCurrentProfile();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [today] = useState(() => romeToday());
  const query = toDocumentListQuery(search, staff);
  const list = useDocumentList(query, staff);
  const download = useDownloadDocument();
  const filtered = hasDocumentFilters(search);

  return (
    <Stack gap="md">
      <DocumentFilters
        search={search}
        staff={staff}
        canListSites={profileAllows(profile, sitesAccess.rules.pickers)}
        onChange={(change) => onSearch({ ...search, ...change, page: undefined })}
        onReset={() => onSearch({})}
      />
      {download.isError && (
        <Alert color="red" variant="light" role="alert" title="Download non riuscito">
          {documentErrorMessage(download.error)}
        </Alert>
      )}
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento dei documenti',
          errorTitle: 'Documenti non caricati',
          emptyTitle: 'Nessun documento',
          empty: filtered
            ? 'Nessun documento corrisponde ai filtri scelti.'
            : profileAllows(profile, documentsAccess.rules.publish)
              ? 'Non è stato ancora pubblicato nessun documento. Per pubblicarne usa «Carica documenti».'
              : 'Il fornitore non ha ancora pubblicato documenti per te.',
          count: documentsText,
        }}
        errorMessage={(error) => documentErrorMessage(error)}
        pagination={{
          pageSize: documentPageSize,
          page: search.page ?? 1,
          onChange: (page) => onSearch({ ...search, page: page === 1 ? undefined : page }),
          compact: !isWide,
        }}
      >
        {(documents) => (
          <DocumentTable
            documents={documents}
            today={today}
            staff={staff}
            onDownload={(document) => download.mutate(document)}
            downloading={download.isPending ? download.variables.documentId : null}
          />
        )}
      </PagedListState>
    </Stack>
  );
}
