import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { newCustomerSchema, type CustomerDetail, type NewCustomerInput } from '@portale/shared';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useCustomerActions, useNewCustomer } from './api/customers-api.ts';
import { customerChangeErrorMessage } from './customers-words.ts';
import { placeServerErrors } from './form-errors.ts';

const fieldNames = ['code', 'name', 'vatNumber'] as const;

type CustomerFormDialogProps = {
  /** The customer to change, or null for a new one. */
  customer: CustomerDetail | null;
  onClose: () => void;
  /** A new customer was made: its page opens. */
  onCreated?: (created: CustomerDetail) => void;
};

/**
 * «Nuovo cliente» and «Modifica»: the code of the provider's ERP (fixed once made: every record refers to
 * it), the name and the partita IVA, whose check digit the shared schema checks as the user types it.
 */
export function CustomerFormDialog({ customer, onClose, onCreated }: CustomerFormDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const create = useNewCustomer();
  const { update } = useCustomerActions(customer?.code ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, register, handleSubmit, setError, formState } = useCheckedForm(newCustomerSchema, {
    defaultValues: customer
      ? { code: customer.code, name: customer.name, vatNumber: customer.vatNumber }
      : { code: '', name: '', vatNumber: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (customer) {
        const saved = await update.mutateAsync({ name: values.name, vatNumber: values.vatNumber });
        notifications.show({
          color: 'green',
          title: 'Cliente aggiornato',
          message: `Le modifiche a «${saved.name}» sono state salvate.`,
        });
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        notifications.show({
          color: 'green',
          title: 'Cliente creato',
          message: `«${created.name}» è attivo: ora puoi aggiungere le sue commesse.`,
        });
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      setFailure(
        placeServerErrors(
          error,
          fieldNames,
          (name, message) => setError(name as FieldPath<NewCustomerInput>, { type: 'server', message }),
          customerChangeErrorMessage,
        ),
      );
    }
  });

  const title = customer ? `Modifica «${customer.name}»` : 'Nuovo cliente';
  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Codice"
            description={
              customer
                ? 'Il codice del gestionale non cambia: tutti i dati del cliente vi fanno riferimento'
                : 'Il codice del cliente nel gestionale, per esempio CL0101: non si potrà più cambiare'
            }
            required
            maxLength={16}
            readOnly={customer !== null}
            {...register('code')}
            error={errors.code?.message}
            data-autofocus={customer ? undefined : true}
          />
          <TextInput
            label="Ragione sociale"
            required
            maxLength={200}
            {...register('name')}
            error={errors.name?.message}
            data-autofocus={customer ? true : undefined}
          />
          <TextInput
            label="Partita IVA"
            description="11 cifre; il prefisso IT è facoltativo"
            required
            maxLength={20}
            inputMode="numeric"
            {...register('vatNumber')}
            error={errors.vatNumber?.message}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Cliente non salvato">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {customer ? 'Salva le modifiche' : 'Crea il cliente'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
