import { Checkbox, Stack } from '@mantine/core';
import type { ComponentProps } from 'react';

type CheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'label' | 'description'>;

type EmailConsentFieldsProps = {
  systemField: CheckboxProps;
  promotionalField: CheckboxProps;
};

/** The consent to system emails (mandatory, with why) and to news (optional). */
export function EmailConsentFields({ systemField, promotionalField }: EmailConsentFieldsProps) {
  return (
    <Stack gap="md">
      <Checkbox
        label="Acconsento a ricevere le email di sistema (obbligatorio)"
        description="Sono necessarie al funzionamento del portale: attivazione e sicurezza dell’account, reimpostazione della password, avvisi su segnalazioni, documenti e comunicazioni."
        required
        {...systemField}
      />
      <Checkbox
        label="Acconsento a ricevere email su novità e iniziative (facoltativo)"
        description="Puoi cambiare idea quando vuoi dalle preferenze email del tuo account."
        {...promotionalField}
      />
    </Stack>
  );
}
