import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMyJobOrders } from '../../../lib/api/my-job-orders.ts';
import { useMyBillingList } from '../api/my-billing-list.ts';
import { hasBillingFilters, toBillingFilter, toBillingListQuery } from '../billing-query.ts';
import type { BillingSearch } from '../billing-search.ts';
import { BillingDownloads } from '../components/billing-downloads.tsx';
import { BillingFilters } from '../components/billing-filters.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { BillingTotals } from '../components/billing-totals.tsx';
import { useSelection } from './use-selection.ts';

const route = getRouteApi('/protected/billing');

/**
 * /billing: the invoices and credit notes of the job orders the user sees, latest first, with the
 * totals of the filtered list, the chosen PDFs in one zip and the list in Excel. The filters live in
 * the address bar; paging and filtering are the API's.
 */
export function BillingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useMyBillingList(toBillingListQuery(search));
  const jobOrders = useMyJobOrders();
  const selection = useSelection();
  const filtered = hasBillingFilters(search);

  const changeSearch = (change: Partial<BillingSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Fatturazione
        </Title>
        <Text c="dimmed">
          Fatture e note di credito delle tue commesse, con lo stato dei pagamenti. Un pallino rosso segna i
          documenti che non hai ancora aperto.
        </Text>
      </div>
      <BillingFilters
        search={search}
        onChange={changeSearch}
        onReset={filtered ? () => void navigate({ search: {}, replace: true }) : null}
        years={list.data?.years ?? []}
        jobOrders={(jobOrders.data ?? []).map((jobOrder) => ({
          value: jobOrder.jobTaskId,
          label: `${jobOrder.description} (${jobOrder.jobTaskId})`,
        }))}
      />
      {list.data && <BillingTotals totals={list.data.totals} filtered={filtered} />}
      {list.data && (
        <BillingDownloads
          selected={selection.ids}
          onClearSelection={selection.clear}
          filter={toBillingFilter(search)}
          empty={list.data.total === 0}
        />
      )}
      <BillingList
        list={list}
        page={search.page ?? 1}
        onPageChange={changePage}
        filtered={filtered}
        emptyText="Non ci sono ancora fatture o note di credito per le tue commesse."
        staff={false}
        selection={selection.forPage}
      />
    </Stack>
  );
}
