import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { maxLabelsPerSheetRequest, type EquipmentItem } from '@portale/shared';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCount, formatNumber } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { wrappingButton } from '../../lib/wrapping-labels.ts';
import { useEquipmentList } from './api/site-equipments-api.ts';
import { EquipmentFilters } from './equipment-filters.tsx';
import { EquipmentList, type EquipmentSelection } from './equipment-list.tsx';
import { NewEquipmentDialog } from './equipment-form-dialog.tsx';
import { PrintLabelsDialog } from './print-labels-dialog.tsx';
import { equipmentReadErrorMessage } from './site-equipments-errors.ts';
import { countEquipmentFilters, equipmentPageSize, toEquipmentListQuery } from './site-equipments-query.ts';
import type { EquipmentSearch } from './site-equipments-search.ts';

/** The equipment chosen on staff's list, across pages and searches, in the order it was chosen. */
function useEquipmentSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<number, EquipmentItem>>(new Map());
  const update = (items: readonly EquipmentItem[], checked: boolean) =>
    setChosen((previous) => {
      const next = new Map(previous);
      for (const item of items) {
        if (checked && next.size < maxLabelsPerSheetRequest) next.set(item.id, item);
        if (!checked) next.delete(item.id);
      }
      return next;
    });
  const selection: EquipmentSelection = {
    selected: new Set(chosen.keys()),
    onToggle: (item, checked) => update([item], checked),
    onTogglePage: update,
  };
  return { chosen: [...chosen.values()], selection, clear: () => setChosen(new Map()) };
}

/**
 * /site-equipments (sub-role site equipments): the machines and fittings of the customer's sites, with
 * where they stand and whether they work; /backoffice/site-equipments: staff's list of every customer's,
 * with a new piece of equipment and the labels to print. Search, filters, order and page are in the
 * address bar.
 */
export function SiteEquipmentsPage({ staff = false }: { staff?: boolean }) {
  const listPath = staff ? '/backoffice/site-equipments' : '/site-equipments';
  const search = useSearch({ strict: false }) as EquipmentSearch;
  const navigate = useNavigate();
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useEquipmentList(toEquipmentListQuery(search, staff));
  const { chosen, selection, clear } = useEquipmentSelection();
  const [creating, setCreating] = useState(false);
  const [printing, setPrinting] = useState(false);
  const filtered = countEquipmentFilters(search, staff) > 0 || search.query !== undefined;

  /** A new filter or order starts again from the first page; a page of its own is a step the back button undoes. */
  const change = (next: Partial<EquipmentSearch>) =>
    void navigate({
      to: listPath,
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  const reset = () => void navigate({ to: listPath, search: {}, replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Attrezzature
          </Title>
          <Text c="dimmed">
            {staff
              ? 'Le attrezzature di tutti i clienti: dove si trovano, in che stato sono, i documenti e gli interventi. Da qui si stampano le etichette con il codice QR.'
              : 'Le macchine e le attrezzature nelle tue ubicazioni: dove si trovano, se funzionano e quando sono state controllate l’ultima volta.'}
          </Text>
        </div>
        {staff && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            Nuova attrezzatura
          </Button>
        )}
      </Group>
      <EquipmentFilters search={search} change={change} reset={reset} staff={staff} />
      {staff && (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
            disabled={chosen.length === 0}
            onClick={() => setPrinting(true)}
            classNames={wrappingButton}
          >
            Stampa etichette
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {chosen.length === 0
              ? 'Seleziona le attrezzature di cui stampare l’etichetta.'
              : `${formatCount(chosen.length, 'attrezzatura selezionata', 'attrezzature selezionate')}${
                  chosen.length >= maxLabelsPerSheetRequest
                    ? ` (al massimo ${formatNumber(maxLabelsPerSheetRequest)} per volta)`
                    : ''
                }`}
          </Text>
          {chosen.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={clear}>
              Deseleziona tutte
            </Button>
          )}
        </Group>
      )}
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle attrezzature',
          errorTitle: 'Attrezzature non caricate',
          emptyTitle: 'Nessuna attrezzatura',
          empty: filtered
            ? 'Nessuna attrezzatura corrisponde alla ricerca: prova con meno parole o togli un filtro.'
            : staff
              ? 'Non c’è ancora nessuna attrezzatura registrata.'
              : 'Non ci sono attrezzature registrate nelle tue ubicazioni.',
          count: (total) => formatCount(total, 'attrezzatura', 'attrezzature'),
        }}
        errorMessage={equipmentReadErrorMessage}
        pagination={{
          pageSize: equipmentPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(items) => <EquipmentList items={items} staff={staff} selection={staff ? selection : null} />}
      </PagedListState>
      {staff && creating && (
        <NewEquipmentDialog
          onClose={() => setCreating(false)}
          onCreated={(created) =>
            void navigate({
              to: '/site-equipments/$siteEquipmentId',
              params: { siteEquipmentId: String(created.id) },
            })
          }
        />
      )}
      {staff && printing && <PrintLabelsDialog items={chosen} onClose={() => setPrinting(false)} />}
    </Stack>
  );
}

export function StaffSiteEquipmentsPage() {
  return <SiteEquipmentsPage staff />;
}
