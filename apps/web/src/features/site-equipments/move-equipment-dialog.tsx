import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { moveEquipmentSchema, romeToday, type EquipmentDetail } from '@portale/shared';
import { useState } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { FormDateField } from '../../lib/form-date-field.tsx';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useEquipmentActions, type MoveEquipmentInput } from './api/site-equipments-api.ts';
import { placeEquipmentErrors, PlaceFields, scrollingOptions } from './equipment-form-fields.tsx';
import { formatEquipmentLocation } from './site-equipments-words.ts';

const fieldNames = ['siteCode', 'roomId', 'locationNote', 'day', 'note'] as const;

/**
 * «Sposta»: another place of the same site, or another site; the day it moved and why are written in
 * its log.
 */
export function MoveEquipmentDialog({
  equipment,
  onClose,
}: {
  equipment: EquipmentDetail;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const { move } = useEquipmentActions(equipment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, setValue, formState } = useCheckedForm(
    moveEquipmentSchema,
    {
      defaultValues: {
        siteCode: equipment.siteCode,
        roomId: equipment.location.roomId,
        locationNote: equipment.location.note ?? '',
        day: romeToday(),
        note: '',
      },
    },
  );
  const siteCode = useWatch({ control, name: 'siteCode' });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const moved = await move.mutateAsync(values);
      notifications.show({
        color: 'green',
        title: 'Attrezzatura spostata',
        message: `«${moved.name}» ora si trova in ${moved.siteName}: ${formatEquipmentLocation(moved.location)}.`,
      });
      onClose();
    } catch (error) {
      setFailure(
        placeEquipmentErrors(error, fieldNames, (name, message) =>
          setError(name as FieldPath<MoveEquipmentInput>, { type: 'server', message }),
        ),
      );
    }
  });

  const title = `Sposta «${equipment.name}»`;
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
          <Text size="sm">
            Ora si trova in {equipment.siteName}: {formatEquipmentLocation(equipment.location)}.
          </Text>
          <Controller
            control={control}
            name="siteCode"
            render={({ field, fieldState }) => (
              <SitePicker
                ref={field.ref}
                siteCode={field.value || undefined}
                siteName={field.value === equipment.siteCode ? equipment.siteName : undefined}
                onChange={(next) => {
                  field.onChange(next ?? '');
                  setValue('roomId', null, { shouldDirty: true });
                }}
                query={staffSitePickerQuery}
                required
                error={fieldState.error?.message}
                styles={scrollingOptions}
                data-autofocus
              />
            )}
          />
          <PlaceFields
            control={control}
            register={register}
            siteCode={siteCode}
            noteError={errors.locationNote?.message}
            noteHint="«accanto all’ascensore»"
          />
          <FormDateField
            control={control}
            name="day"
            label="Giorno dello spostamento"
            required
            w={{ base: '100%', xs: 220 }}
          />
          <Textarea
            label="Motivo"
            description="Facoltativo: resta nel registro degli interventi"
            autosize
            minRows={2}
            maxLength={500}
            {...register('note')}
            error={errors.note?.message}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Attrezzatura non spostata">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Sposta
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
