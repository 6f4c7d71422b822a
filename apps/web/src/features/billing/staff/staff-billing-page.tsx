import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BillingDocumentItem } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { SearchField } from '../../../lib/search-field.tsx';
import { useStaffBillingList } from '../api/staff-billing-list.ts';
import { hasBillingFilters, toStaffBillingListQuery } from '../billing-query.ts';
import type { StaffBillingSearch } from '../billing-search.ts';
import { BillingFilters } from '../components/billing-filters.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PublishForm } from './publish-form.tsx';
import { useJobOrderOptions } from './use-job-order-options.ts';

const route = getRouteApi('/protected/backoffice/billing');

/**
 * Back office (/backoffice/billing): every customer's invoices and credit notes, latest first, with
 * the same filters as the customer's list and a search by number or customer; publishing a document
 * with its PDF and FatturaPA XML, and recording payments.
 */
export function StaffBillingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useStaffBillingList(toStaffBillingListQuery(search));
  const jobOrders = useJobOrderOptions();
  const [publishing, setPublishing] = useState(false);
  const [paying, setPaying] = useState<BillingDocumentItem | null>(null);

  const changeSearch = (change: Partial<StaffBillingSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Fatture e note di credito
          </Title>
          <Text c="dimmed">
            I documenti di tutti i clienti. Pubblica un documento con il suo PDF e, se c’è, la fattura
            elettronica in XML; registra i pagamenti ricevuti.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setPublishing(true)}>
          Pubblica un documento
        </Button>
      </Group>
      <BillingFilters
        search={search}
        onChange={changeSearch}
        onReset={hasBillingFilters(search) ? () => void navigate({ search: {}, replace: true }) : null}
        years={list.data?.years ?? []}
        jobOrders={jobOrders.options}
        onJobOrderSearch={jobOrders.onSearchChange}
      >
        <SearchField
          placeholder="Numero o cliente"
          value={search.query}
          onSearch={(query) => changeSearch({ query })}
          w={{ base: '100%', sm: 240 }}
        />
      </BillingFilters>
      <BillingList
        list={list}
        page={search.page ?? 1}
        onPageChange={changePage}
        filtered={hasBillingFilters(search)}
        emptyText="Non è ancora stato pubblicato nessun documento."
        staff
        selection={null}
        action={(document) => (
          <Button
            variant="light"
            size="xs"
            onClick={() => setPaying(document)}
            aria-label={`Pagamento: ${document.number} di ${document.customerName}`}
          >
            Pagamento
          </Button>
        )}
      />
      <FormDialog
        opened={publishing}
        onClose={() => setPublishing(false)}
        title="Pubblica una fattura o nota di credito"
        size="lg"
        fullScreen={!isWide}
        styles={dialogStyles}
      >
        <PublishForm
          onCancel={() => setPublishing(false)}
          onPublished={(document) => {
            setPublishing(false);
            void navigate({ to: '/billing/$documentId', params: { documentId: document.documentId } });
          }}
        />
      </FormDialog>
      <PaymentDialog document={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
