import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  equipmentLogKindLabels,
  manualEquipmentLogKinds,
  newEquipmentLogEntrySchema,
  romeToday,
  type EquipmentDetail,
} from '@portale/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useEquipmentActions } from './api/site-equipments-api.ts';
import { equipmentChangeErrorMessage } from './site-equipments-errors.ts';

const kindOptions = manualEquipmentLogKinds.map((value) => ({ value, label: equipmentLogKindLabels[value] }));

/** «Aggiungi intervento»: a routine maintenance, a repair or an inspection, written in the log. */
export function LogEntryDialog({ equipment, onClose }: { equipment: EquipmentDetail; onClose: () => void }) {
  const { addLogEntry } = useEquipmentActions(equipment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, formState } = useCheckedForm(newEquipmentLogEntrySchema, {
    defaultValues: { day: romeToday(), description: '', performedBy: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addLogEntry.mutateAsync(values);
      notifications.show({
        color: 'green',
        title: 'Intervento registrato',
        message: `«${equipmentLogKindLabels[values.kind]}» è nel registro di «${equipment.name}».`,
      });
      onClose();
    } catch (error) {
      setFailure(equipmentChangeErrorMessage(error));
    }
  });

  const title = 'Aggiungi un intervento';
  return (
    <FormDialog
      dirty={formState.isDirty}
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label="Tipo di intervento"
                required
                placeholder="Scegli il tipo"
                data={kindOptions}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data-autofocus
              />
            )}
          />
          <FormDateField control={control} name="day" label="Giorno" required w={{ base: '100%', xs: 220 }} />
          <Textarea
            label="Descrizione"
            description="Che cosa è stato fatto, per esempio «sostituite le spazzole e pulito il filtro»"
            required
            autosize
            minRows={3}
            maxLength={2000}
            {...register('description')}
            error={formState.errors.description?.message}
          />
          <TextInput
            label="Eseguito da"
            description="Facoltativo: il tecnico o la ditta che ha fatto l’intervento"
            maxLength={120}
            {...register('performedBy')}
            error={formState.errors.performedBy?.message}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Intervento non registrato">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Registra l’intervento
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
