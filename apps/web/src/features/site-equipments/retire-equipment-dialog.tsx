import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { retireEquipmentSchema, romeToday, type EquipmentDetail } from '@portale/shared';
import { useState } from 'react';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useEquipmentActions } from './api/site-equipments-api.ts';
import { equipmentChangeErrorMessage } from './site-equipments-errors.ts';

/**
 * «Dismetti»: the day and the reason. The equipment goes out of service for good, its label stops
 * working and it leaves the lists (it stays under «Mostra anche le dismesse»).
 */
export function RetireEquipmentDialog({
  equipment,
  onClose,
}: {
  equipment: EquipmentDetail;
  onClose: () => void;
}) {
  const { retire } = useEquipmentActions(equipment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, formState } = useCheckedForm(retireEquipmentSchema, {
    defaultValues: { day: romeToday(), reason: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const retired = await retire.mutateAsync(values);
      notifications.show({
        color: 'green',
        title: 'Attrezzatura dismessa',
        message: `«${retired.name}» è fuori servizio e la sua etichetta non porta più alla sua pagina.`,
      });
      onClose();
    } catch (error) {
      setFailure(equipmentChangeErrorMessage(error));
    }
  });

  const title = `Dismetti «${equipment.name}»`;
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
          <Text size="sm">
            L’attrezzatura resterà nel registro con i suoi documenti e interventi, ma non si potrà più
            modificare: la sua etichetta verrà revocata e non comparirà più negli elenchi, se non chiedendo di
            mostrare anche le dismesse.
          </Text>
          <FormDateField
            control={control}
            name="day"
            label="Giorno della dismissione"
            required
            w={{ base: '100%', xs: 220 }}
          />
          <Textarea
            label="Motivo"
            description="Per esempio «guasto non riparabile» o «sostituita da un modello nuovo»"
            required
            autosize
            minRows={2}
            maxLength={500}
            {...register('reason')}
            error={formState.errors.reason?.message}
            data-autofocus
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Attrezzatura non dismessa">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" color="red" loading={formState.isSubmitting}>
              Dismetti
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
