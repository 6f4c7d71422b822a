import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { newEquipmentSchema, type EquipmentDetail } from '@portale/shared';
import { useState } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useEquipmentActions, useNewEquipment, type NewEquipmentInput } from './api/site-equipments-api.ts';
import {
  categoryOptions,
  OptionalDayField,
  placeEquipmentErrors,
  PlaceFields,
  scrollingOptions,
  stateOptions,
} from './equipment-form-fields.tsx';

const fieldNames = [
  'siteCode',
  'name',
  'category',
  'brand',
  'model',
  'serialNumber',
  'state',
  'installedOn',
  'roomId',
  'locationNote',
] as const;

/** The form's values: a new piece of equipment's, or one's as it is (its site changes only by a move). */
const formValues = (equipment: EquipmentDetail | null): Partial<NewEquipmentInput> =>
  equipment
    ? {
        siteCode: equipment.siteCode,
        name: equipment.name,
        category: equipment.category,
        brand: equipment.brand,
        model: equipment.model,
        serialNumber: equipment.serialNumber ?? '',
        state: equipment.state,
        installedOn: equipment.installedOn,
        roomId: equipment.location.roomId,
        locationNote: equipment.location.note ?? '',
      }
    : {
        siteCode: '',
        name: '',
        brand: '',
        model: '',
        serialNumber: '',
        state: 'IN_SERVICE',
        installedOn: null,
        roomId: null,
        locationNote: '',
      };

const omitSite = ({ siteCode, ...fields }: NewEquipmentInput): Omit<NewEquipmentInput, 'siteCode'> => {
  void siteCode;
  return fields;
};

type EquipmentFormDialogProps = {
  /** The piece of equipment to change, or null for a new one. */
  equipment: EquipmentDetail | null;
  onClose: () => void;
  /** A new piece of equipment was made: its page opens. */
  onCreated?: (created: EquipmentDetail) => void;
};

/**
 * «Nuova attrezzatura» and «Modifica»: what it is (name, category, brand, model, serial number), its
 * state, when it was installed and where it stands (a room of the site's registry, a note).
 */
export function EquipmentFormDialog({ equipment, onClose, onCreated }: EquipmentFormDialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const create = useNewEquipment();
  const { update } = useEquipmentActions(equipment?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, control, register, handleSubmit, setError, setValue, formState } = useCheckedForm(
    newEquipmentSchema,
    { defaultValues: formValues(equipment) },
  );
  const siteCode = useWatch({ control, name: 'siteCode' });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (equipment) {
        // The site changes only by a move: the form holds it for the room's options alone.
        const saved = await update.mutateAsync(omitSite(values));
        notifications.show({
          color: 'green',
          title: 'Attrezzatura aggiornata',
          message: `Le modifiche a «${saved.name}» sono state salvate.`,
        });
        onClose();
      } else {
        const created = await create.mutateAsync(values);
        notifications.show({
          color: 'green',
          title: 'Attrezzatura registrata',
          message: `«${created.name}» ha l’etichetta ${created.labelCode}: ora puoi stamparla.`,
        });
        onClose();
        onCreated?.(created);
      }
    } catch (error) {
      setFailure(
        placeEquipmentErrors(error, fieldNames, (name, message) =>
          setError(name as FieldPath<NewEquipmentInput>, { type: 'server', message }),
        ),
      );
    }
  });

  const title = equipment ? `Modifica «${equipment.name}»` : 'Nuova attrezzatura';
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
          {equipment ? (
            <Text size="sm">
              Ubicazione: <strong>{equipment.siteName}</strong>. Per portarla in un’altra ubicazione usa
              «Sposta».
            </Text>
          ) : (
            <Controller
              control={control}
              name="siteCode"
              render={({ field, fieldState }) => (
                <SitePicker
                  ref={field.ref}
                  siteCode={field.value || undefined}
                  onChange={(next) => {
                    field.onChange(next ?? '');
                    setValue('roomId', null);
                  }}
                  query={staffSitePickerQuery}
                  required
                  placeholder="Cerca per nome o codice"
                  error={fieldState.error?.message}
                  styles={scrollingOptions}
                  data-autofocus
                />
              )}
            />
          )}
          <TextInput
            label="Nome"
            description="Come la riconosce chi la usa, per esempio «Lavasciuga del corridoio nord»"
            required
            maxLength={120}
            {...register('name')}
            error={errors.name?.message}
            data-autofocus={equipment ? true : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="category"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label="Categoria"
                  required
                  placeholder="Scegli la categoria"
                  data={categoryOptions}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  styles={scrollingOptions}
                />
              )}
            />
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label="Stato"
                  required
                  data={stateOptions}
                  value={field.value ?? null}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput
              label="Marca"
              required
              maxLength={80}
              {...register('brand')}
              error={errors.brand?.message}
            />
            <TextInput
              label="Modello"
              required
              maxLength={80}
              {...register('model')}
              error={errors.model?.message}
            />
            <TextInput
              label="Matricola"
              description="Facoltativa: il numero di serie della targhetta"
              maxLength={80}
              {...register('serialNumber')}
              error={errors.serialNumber?.message}
            />
            <Controller
              control={control}
              name="installedOn"
              render={({ field, fieldState }) => (
                <OptionalDayField
                  ref={field.ref}
                  name={field.name}
                  label="Data di installazione"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <PlaceFields
            control={control}
            register={register}
            siteCode={siteCode}
            noteError={errors.locationNote?.message}
            noteHint="«accanto all’ascensore» o «nel ripostiglio»"
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Attrezzatura non salvata">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {equipment ? 'Salva le modifiche' : 'Registra l’attrezzatura'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}

/** «Nuova attrezzatura» from staff's list. */
export function NewEquipmentDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: EquipmentDetail) => void;
}) {
  return <EquipmentFormDialog equipment={null} onClose={onClose} onCreated={onCreated} />;
}
