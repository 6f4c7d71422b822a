import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { newJobOrderSchema, type JobOrderDetail, type NewJobOrderInput } from '@portale/shared';
import { useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useAtiGroupOptions, useNewJobOrder, useUpdateJobOrder } from './api/customers-api.ts';
import { jobOrderChangeErrorMessage } from './customers-words.ts';
import { placeServerErrors } from './form-errors.ts';

const fieldNames = [
  'id',
  'customerCode',
  'description',
  'dateFrom',
  'dateTo',
  'originalDateTo',
  'operatingSegment',
  'markedAsStarted',
  'atiGroupId',
] as const;

const formValues = (jobOrder: JobOrderDetail | null, customerCode: string | undefined): NewJobOrderInput =>
  jobOrder
    ? {
        id: jobOrder.id,
        customerCode: jobOrder.customerCode,
        description: jobOrder.description,
        dateFrom: jobOrder.dateFrom,
        dateTo: jobOrder.dateTo,
        originalDateTo: jobOrder.originalDateTo,
        operatingSegment: jobOrder.operatingSegment ?? '',
        markedAsStarted: jobOrder.markedAsStarted,
        atiGroupId: jobOrder.atiGroupId,
      }
    : {
        id: '',
        customerCode: customerCode ?? '',
        description: '',
        dateFrom: '',
        dateTo: '',
        originalDateTo: '',
        operatingSegment: '',
        markedAsStarted: false,
        atiGroupId: null,
      };

type JobOrderFormDialogProps = {
  /** The job order to change, or null for a new one. */
  jobOrder: JobOrderDetail | null;
  /** A new job order's customer, when the dialog opens from the customer's page. */
  customerCode?: string;
  onClose: () => void;
  onCreated?: (created: JobOrderDetail) => void;
};

/**
 * «Nuova commessa» and «Modifica»: code and customer (fixed once made), description, dates with the
 * original end, operating segment, whether started, ATI group. The shared schema checks the dates' order;
 * the API checks that the job order's sites stay within its dates.
 */
export function JobOrderFormDialog({ jobOrder, customerCode, onClose, onCreated }: JobOrderFormDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const create = useNewJobOrder();
  const update = useUpdateJobOrder(jobOrder?.id ?? '');
  const atiGroups = useAtiGroupOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, formState } = useCheckedForm(
    newJobOrderSchema,
    {
      defaultValues: formValues(jobOrder, customerCode),
    },
  );
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (jobOrder) {
        const { id, customerCode: customer, ...fields } = values;
        void id;
        void customer;
        const saved = await update.mutateAsync(fields);
        notifications.show({
          color: 'green',
          title: 'Commessa aggiornata',
          message: `Le modifiche alla commessa ${saved.id} sono state salvate.`,
        });
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        notifications.show({
          color: 'green',
          title: 'Commessa creata',
          message: `La commessa ${created.id} di «${created.customerName}» è stata creata.`,
        });
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      setFailure(
        placeServerErrors(
          error,
          fieldNames,
          (name, message) => setError(name as FieldPath<NewJobOrderInput>, { type: 'server', message }),
          jobOrderChangeErrorMessage,
        ),
      );
    }
  });

  const title = jobOrder ? `Modifica la commessa ${jobOrder.id}` : 'Nuova commessa';
  const fixedCustomer = jobOrder !== null || customerCode !== undefined;
  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Codice"
              description={
                jobOrder ? 'Il codice non cambia' : 'Il codice nel gestionale, per esempio C2027-0001'
              }
              required
              maxLength={24}
              readOnly={jobOrder !== null}
              {...register('id')}
              error={errors.id?.message}
              data-autofocus={jobOrder ? undefined : true}
            />
            {fixedCustomer ? (
              <Text size="sm" mt="lg">
                Cliente: <strong>{jobOrder?.customerName ?? customerCode}</strong>
              </Text>
            ) : (
              <Controller
                control={control}
                name="customerCode"
                render={({ field, fieldState }) => (
                  <CustomerPicker
                    ref={field.ref}
                    value={field.value || undefined}
                    onChange={(next) => field.onChange(next ?? '')}
                    required
                    placeholder="Cerca per nome o codice"
                    error={fieldState.error?.message}
                    w="100%"
                  />
                )}
              />
            )}
          </SimpleGrid>
          <TextInput
            label="Descrizione"
            required
            maxLength={300}
            {...register('description')}
            error={errors.description?.message}
            data-autofocus={jobOrder ? true : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormDateField control={control} name="dateFrom" label="Inizio" required />
            <FormDateField control={control} name="dateTo" label="Fine" required />
            <FormDateField control={control} name="originalDateTo" label="Fine originaria" required />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            La fine originaria è quella del contratto. Per una nuova commessa coincide con la fine; per
            prorogarla sposta in avanti la fine e lascia la fine originaria com’era.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Settore operativo"
              description="Facoltativo: per esempio «Sanità» o «Enti pubblici»"
              maxLength={100}
              {...register('operatingSegment')}
              error={errors.operatingSegment?.message}
            />
            <Controller
              control={control}
              name="atiGroupId"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label="Raggruppamento (ATI)"
                  description="Facoltativo: se la commessa è tenuta in ATI"
                  placeholder="Nessuno"
                  data={(atiGroups.data ?? []).map((group) => ({
                    value: String(group.id),
                    label: group.name,
                  }))}
                  value={field.value === null || field.value === undefined ? null : String(field.value)}
                  onChange={(value) => field.onChange(value === null ? null : Number(value))}
                  clearable
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="markedAsStarted"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label="Avviata"
                description="Le ubicazioni di una commessa avviata entrano nell’economia del cliente"
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Commessa non salvata">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {jobOrder ? 'Salva le modifiche' : 'Crea la commessa'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
