import { Loader, TextInput } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useCustomerSites } from '../api/customer-sites.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';

type CustomerCodeFieldProps = {
  /** The input, for the form to focus when the code is missing or wrong. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** The code once the user stops typing: the one looked up. */
  settledCode: string;
  error?: string;
};

/** The customer's code, with the customer's name once it is recognised by its sites. */
export function CustomerCodeField({
  ref,
  value,
  onChange,
  onBlur,
  settledCode,
  error,
}: CustomerCodeFieldProps) {
  const sites = useCustomerSites(settledCode);
  const customerName = sites.data?.data[0]?.client;
  const description =
    settledCode && sites.data
      ? customerName
        ? `${customerName} · ${formatCount(sites.data.total, 'ubicazione', 'ubicazioni')}`
        : 'Nessuna ubicazione trovata per questo codice: controlla che sia giusto.'
      : 'Ad esempio CL0001';

  return (
    <TextInput
      ref={ref}
      label="Codice cliente"
      required
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      leftSection={<IconBuilding size={16} aria-hidden />}
      rightSection={sites.isFetching ? <Loader size="xs" aria-label="Ricerca del cliente" /> : undefined}
      description={description}
      error={error}
      maw={420}
    />
  );
}
