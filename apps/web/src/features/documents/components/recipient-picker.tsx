import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DocumentAssociationRequest } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CustomerSelect, JobOrderSelect, SiteSelect } from './recipient-pickers.tsx';

/** A recipient chosen in the pickers, with the words that name it. */
export type ChosenRecipient = { request: DocumentAssociationRequest; label: string };

type RecipientPickerProps = {
  onAdd: (recipient: ChosenRecipient) => void | Promise<unknown>;
  /** The button's words: «Aggiungi destinatario». */
  addLabel?: string;
  busy?: boolean;
};

/**
 * A customer as a whole, one of its job orders or one of its sites, chosen with the pickers: the
 * narrowest choice wins (a site over its job order, a job order over its customer).
 */
export function RecipientPicker({ onAdd, addLabel = 'Aggiungi destinatario', busy }: RecipientPickerProps) {
  const [customerCode, setCustomerCode] = useState<string>();
  const [jobOrderId, setJobOrderId] = useState<string>();
  const [siteCode, setSiteCode] = useState<string>();

  const add = async () => {
    if (!customerCode) return;
    const request = siteCode ? { siteCode } : jobOrderId ? { jobOrderId } : { customerCode };
    const label = siteCode
      ? `Ubicazione ${siteCode} (${customerCode})`
      : jobOrderId
        ? `Commessa ${jobOrderId} (${customerCode})`
        : `Tutto il cliente ${customerCode}`;
    await onAdd({ request, label });
    setJobOrderId(undefined);
    setSiteCode(undefined);
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <CustomerSelect
          label="Cliente"
          placeholder="Cerca per nome o codice"
          value={customerCode}
          onChange={(code) => {
            setCustomerCode(code);
            setJobOrderId(undefined);
            setSiteCode(undefined);
          }}
        />
        <JobOrderSelect
          label="Commessa"
          placeholder={customerCode ? 'Tutte (tutto il cliente)' : 'Scegli prima il cliente'}
          disabled={!customerCode}
          staff
          customerCode={customerCode}
          value={jobOrderId}
          onChange={setJobOrderId}
        />
        <SiteSelect
          label="Ubicazione"
          placeholder={customerCode ? 'Tutte' : 'Scegli prima il cliente'}
          disabled={!customerCode}
          staff
          canList
          customerCode={customerCode}
          value={siteCode}
          onChange={setSiteCode}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!customerCode}
          loading={busy}
          onClick={() => void add()}
        >
          {addLabel}
        </Button>
        <Text size="xs" c="dimmed">
          Con la sola scelta del cliente il documento è per tutto il cliente.
        </Text>
      </Group>
    </Stack>
  );
}
