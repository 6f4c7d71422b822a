import { documentSorts, type DocumentSort, type StaffDocumentListQueryInput } from '@portale/shared';
import { parseSortOption, sortOptions, type SortDirection } from '../../lib/sort-options.ts';
import { documentPageSize, type DocumentSearch } from './documents-search.ts';

/** The direction a user expects first: the newest, the soonest to end, the most downloaded; A to Z. */
const expectedDirection: Record<DocumentSort, SortDirection> = {
  creationDate: 'desc',
  title: 'asc',
  category: 'asc',
  validUntil: 'asc',
  downloads: 'desc',
};

/** The order the address bar asks for, the newest first when it names none. */
export function documentSortOf(search: DocumentSearch): {
  sortBy: DocumentSort;
  sortDirection: SortDirection;
} {
  const sortBy = search.sortBy ?? 'creationDate';
  return { sortBy, sortDirection: search.sortDirection ?? expectedDirection[sortBy] };
}

export const documentSortOptions = sortOptions(documentSorts, {
  creationDate: { label: 'Data di pubblicazione', desc: 'dalla più recente', asc: 'dalla meno recente' },
  title: { label: 'Titolo', asc: 'A-Z', desc: 'Z-A' },
  category: { label: 'Categoria', asc: 'A-Z', desc: 'Z-A' },
  validUntil: { label: 'Scadenza', asc: 'dalla più vicina', desc: 'dalla più lontana' },
  downloads: { label: 'Scaricamenti', desc: 'dal più scaricato', asc: 'dal meno scaricato' },
});

export const documentSortValue = (search: DocumentSearch): string => {
  const { sortBy, sortDirection } = documentSortOf(search);
  return `${sortBy}:${sortDirection}`;
};

export const parseDocumentSortOption = (value: string) =>
  parseSortOption(value, documentSorts, 'creationDate');

/** The API query for what the address bar asks; the customer filter is staff's only. */
export function toDocumentListQuery(search: DocumentSearch, staff: boolean): StaffDocumentListQueryInput {
  return {
    query: search.query || undefined,
    category: search.category,
    siteCode: search.siteCode || undefined,
    jobOrderId: search.jobOrderId || undefined,
    from: search.from,
    to: search.to && search.from && search.to < search.from ? search.from : search.to,
    validity: search.validity,
    includeOutdated: search.includeOutdated ? 'true' : undefined,
    ...(staff && { customerCode: search.customerCode || undefined }),
    ...documentSortOf(search),
    page: search.page ?? 1,
    pageSize: documentPageSize,
  };
}

/** Whether any filter narrows the list (to offer «Azzera i filtri» and to word the empty list). */
export const hasDocumentFilters = (search: DocumentSearch): boolean =>
  Boolean(
    search.query ||
    search.category ||
    search.siteCode ||
    search.jobOrderId ||
    search.from ||
    search.to ||
    search.validity ||
    search.includeOutdated ||
    search.customerCode,
  );
