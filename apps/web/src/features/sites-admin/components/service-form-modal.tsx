import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  isoDateSchema,
  serviceFrequencies,
  serviceFrequencyLabels,
  type SiteDetail,
  type SiteService,
} from '@portale/shared';
import { useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useCreateSiteService } from '../api/create-site-service.ts';
import { useUpdateSiteService } from '../api/update-site-service.ts';
import {
  serviceFieldName,
  serviceFormSchema,
  toServiceFormValues,
  toSiteServiceInput,
} from '../site-editor-forms.ts';
import { placeServerErrors } from '../site-editor-errors.ts';
import { FeeSplitEditor } from './fee-split-editor.tsx';
import { FormDateField } from '../../../lib/form-date-field.tsx';

const frequencyOptions = serviceFrequencies.map((value) => ({ value, label: serviceFrequencyLabels[value] }));
const isDate = (value: string) => isoDateSchema.safeParse(value).success;

type ServiceFormModalProps = {
  site: SiteDetail;
  /** The service to change, or null for a new one. */
  service: SiteService | null;
  onClose: () => void;
};

/** A service of the site: name, frequency, dates and its own fee split, with the same editor as the site's. */
export function ServiceFormModal({ site, service, onClose }: ServiceFormModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const create = useCreateSiteService(site.siteCode);
  const update = useUpdateSiteService(site.siteCode, service?.siteServiceId ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useCheckedForm(serviceFormSchema(site), {
    defaultValues: toServiceFormValues(service, site),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const [from, to, hasOwnFee] = useWatch({ control, name: ['from', 'to', 'hasOwnFee'] });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await (service ? update : create).mutateAsync(toSiteServiceInput(values));
      notifications.show({
        color: 'green',
        title: service ? 'Servizio aggiornato' : 'Servizio aggiunto',
        message: `«${saved.serviceName}» è stato salvato.`,
      });
      onClose();
    } catch (error) {
      setFailure(placeServerErrors(setError, error, serviceFieldName));
    }
  });

  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={service ? `Modifica «${service.serviceName}»` : 'Nuovo servizio'}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Servizio">
          <Stack gap="md">
            <TextInput
              label="Nome del servizio"
              required
              maxLength={200}
              {...register('serviceName')}
              error={formState.errors.serviceName?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={control}
                name="frequency"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="Frequenza"
                    data={frequencyOptions}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
              <FormDateField control={control} name="from" label="Inizio" required />
              <FormDateField control={control} name="to" label="Fine" required />
            </SimpleGrid>
            <Checkbox label="Il servizio ha un canone proprio" {...register('hasOwnFee')} />
            {hasOwnFee && (
              <FeeSplitEditor
                legend="Canone del servizio"
                bounds={isDate(from) && isDate(to) ? { from, to, of: 'service' } : null}
              />
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert" title="Servizio non salvato">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Annulla
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                Salva il servizio
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
