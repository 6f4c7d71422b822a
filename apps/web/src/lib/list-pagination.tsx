import { Pagination } from '@mantine/core';

type ListPaginationProps = {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** Phones: fewer page buttons, no first and last. */
  compact: boolean;
};

const controlLabels = {
  first: 'Prima pagina',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  last: 'Ultima pagina',
} as const;

/** The pages of a list paged by the API, with Italian names for screen readers; nothing for one page. */
export function ListPagination({ total, pageSize, page, onChange, compact }: ListPaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      siblings={compact ? 0 : 1}
      withEdges={!compact}
      getItemProps={(item) => ({ 'aria-label': `Pagina ${item}` })}
      getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
    />
  );
}
