import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { recipientOf, type ChosenRecipient, type PickedOption } from './recipient-choices.ts';
import { CustomerSelect, JobOrderSelect, SiteSelect } from './recipient-pickers.tsx';

const picked = (value: string | undefined, label: string | undefined): PickedOption | undefined =>
  value ? { value, label: label ?? value } : undefined;

type RecipientSelectsProps = {
  customer: PickedOption | undefined;
  jobOrder: PickedOption | undefined;
  site: PickedOption | undefined;
  onCustomer: (customer: PickedOption | undefined) => void;
  onJobOrder: (jobOrder: PickedOption | undefined) => void;
  onSite: (site: PickedOption | undefined) => void;
  /** Changed to empty the job order and site pickers, words typed included. */
  resetKey?: number;
};

/** A customer, then one of its job orders or sites: the three pickers side by side. */
function RecipientSelects({
  customer,
  jobOrder,
  site,
  onCustomer,
  onJobOrder,
  onSite,
  resetKey = 0,
}: RecipientSelectsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <CustomerSelect
        label="Cliente"
        placeholder="Cerca per nome o codice"
        value={customer?.value}
        onChange={(value, label) => onCustomer(picked(value, label))}
      />
      <JobOrderSelect
        key={`job-order-${resetKey}`}
        label="Commessa"
        placeholder={customer ? 'Tutte (tutto il cliente)' : 'Scegli prima il cliente'}
        disabled={!customer}
        staff
        customerCode={customer?.value}
        value={jobOrder?.value}
        onChange={(value, label) => onJobOrder(picked(value, label))}
      />
      <SiteSelect
        key={`site-${resetKey}`}
        label="Ubicazione"
        placeholder={customer ? 'Tutte' : 'Scegli prima il cliente'}
        disabled={!customer}
        staff
        canList
        customerCode={customer?.value}
        value={site?.value}
        onChange={(value, label) => onSite(picked(value, label))}
      />
    </SimpleGrid>
  );
}

/**
 * The recipients of a new document, chosen as they are picked: a customer is the recipient as a whole,
 * and a job order or site of it then takes its place (`withRecipient` of the caller keeps the list). The
 * job order and site pickers empty again, ready for another.
 */
export function RecipientChooser({ onChoose }: { onChoose: (recipient: ChosenRecipient) => void }) {
  const [customer, setCustomer] = useState<PickedOption>();
  const [chosenCount, setChosenCount] = useState(0);
  const choose = (recipient: ChosenRecipient) => {
    onChoose(recipient);
    setChosenCount((count) => count + 1);
  };
  return (
    <RecipientSelects
      customer={customer}
      jobOrder={undefined}
      site={undefined}
      resetKey={chosenCount}
      onCustomer={(chosen) => {
        setCustomer(chosen);
        if (chosen) choose(recipientOf({ customer: chosen }));
      }}
      onJobOrder={(jobOrder) => customer && jobOrder && choose(recipientOf({ customer, jobOrder }))}
      onSite={(site) => customer && site && choose(recipientOf({ customer, site }))}
    />
  );
}

type RecipientPickerProps = {
  onAdd: (recipient: ChosenRecipient) => void | Promise<unknown>;
  busy?: boolean;
};

/**
 * One more recipient of a published document (each added at once for every version): a customer as a
 * whole, one of its job orders or one of its sites, the narrowest choice winning, added with the button.
 */
export function RecipientPicker({ onAdd, busy }: RecipientPickerProps) {
  const [customer, setCustomer] = useState<PickedOption>();
  const [jobOrder, setJobOrder] = useState<PickedOption>();
  const [site, setSite] = useState<PickedOption>();

  const add = async () => {
    if (!customer) return;
    await onAdd(recipientOf({ customer, jobOrder, site }));
    setJobOrder(undefined);
    setSite(undefined);
  };

  return (
    <Stack gap="xs">
      <RecipientSelects
        customer={customer}
        jobOrder={jobOrder}
        site={site}
        onCustomer={(chosen) => {
          setCustomer(chosen);
          setJobOrder(undefined);
          setSite(undefined);
        }}
        onJobOrder={setJobOrder}
        onSite={setSite}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!customer}
          loading={busy}
          onClick={() => void add()}
        >
          {customer
            ? `Aggiungi: ${recipientOf({ customer, jobOrder, site }).label}`
            : 'Aggiungi destinatario'}
        </Button>
        <Text size="xs" c="dimmed">
          Con la sola scelta del cliente il documento è per tutto il cliente.
        </Text>
      </Group>
    </Stack>
  );
}
