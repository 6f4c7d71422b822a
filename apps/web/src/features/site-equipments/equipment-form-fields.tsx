import { Select, TextInput, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import {
  equipmentCategories,
  equipmentCategoryLabels,
  equipmentStateLabels,
  equipmentStates,
  type EquipmentRoomOptions,
} from '@portale/shared';
import { DateField } from '../../lib/date-field.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { useEquipmentRooms } from './api/site-equipments-api.ts';
import { equipmentChangeErrorMessage } from './site-equipments-errors.ts';

/** A long list of options scrolls inside its own box (docs/ARCHITECTURE.md, Accessibility). */
export const scrollingOptions = { options: { maxHeight: 220, overflowY: 'auto' as const } };

export const categoryOptions = equipmentCategories.map((value) => ({
  value,
  label: equipmentCategoryLabels[value],
}));
export const stateOptions = equipmentStates.map((value) => ({ value, label: equipmentStateLabels[value] }));

/** «Padiglione A › Piano terra › Sala d’attesa». */
export const roomLabel = (room: EquipmentRoomOptions[number]): string =>
  [room.buildingName, room.floorName, room.roomName].join(' › ');

type RoomSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  siteCode: string | undefined;
  value: unknown;
  onChange: (roomId: number | null) => void;
};

/**
 * «Locale»: a room of the chosen site's registry, if the equipment stands in one; without a site there
 * is nothing to choose yet.
 */
export function RoomSelect({ siteCode, value, onChange, ...field }: RoomSelectProps) {
  const rooms = useEquipmentRooms(siteCode);
  const data = (rooms.data ?? []).map((room) => ({ value: String(room.roomId), label: roomLabel(room) }));
  const chosen = typeof value === 'number' ? String(value) : null;
  return (
    <Select
      label="Locale"
      description="Facoltativo: il locale dell’anagrafica immobiliare in cui si trova"
      placeholder={
        !siteCode
          ? 'Scegli prima l’ubicazione'
          : rooms.isPending
            ? 'Caricamento dei locali…'
            : data.length === 0
              ? 'L’ubicazione non ha locali in anagrafica'
              : 'Nessun locale'
      }
      disabled={!siteCode || (!rooms.isPending && data.length === 0)}
      searchable
      clearable
      data={data}
      value={chosen}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      nothingFoundMessage="Nessun locale trovato"
      styles={scrollingOptions}
      {...field}
    />
  );
}

type OptionalDayFieldProps = {
  label: string;
  value: string | null | undefined;
  onChange: (day: string | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A day that may be left empty (null, never ''), with a button to empty it. */
export function OptionalDayField({ value, onChange, ...props }: OptionalDayFieldProps) {
  return (
    <DateField
      {...props}
      clearable
      clearButtonProps={{ 'aria-label': `Cancella: ${props.label}` }}
      value={value ?? ''}
      onChange={(day) => onChange(day || null)}
    />
  );
}

/** The form fields the API names in a 400 (`body.roomId`), as the form's own names. */
export const fieldOfServerPath =
  (fields: readonly string[]) =>
  (path: string): string | null => {
    const name = path.replace(/^body\./, '');
    return fields.includes(name) ? name : null;
  };

/**
 * What the API refuses of a form's fields (400 Equipment not valid names them in body.fields), in the
 * words of the form: the server's own sentences are for developers.
 */
const fieldProblems: Record<string, string> = {
  siteCode: 'Ubicazione non trovata: scegline un’altra.',
  roomId: 'Il locale non è di questa ubicazione: sceglilo di nuovo.',
};

/**
 * Puts the API's field errors under their fields and returns the sentence for the form's alert: what
 * went wrong.
 */
export function placeEquipmentErrors(
  error: unknown,
  fields: readonly string[],
  setError: (name: string, message: string) => void,
): string {
  const { placed } = serverFieldErrors(error, fieldOfServerPath(fields));
  for (const { name, message } of placed) setError(name, fieldProblems[name] ?? message);
  return equipmentChangeErrorMessage(error);
}

/**
 * Where the equipment stands, in its form and in the move's: a room of the site's registry and a note.
 * The form's values hold `roomId` and `locationNote` (the shared schemas' names).
 */
export function PlaceFields<T extends FieldValues>({
  control,
  register,
  siteCode,
  noteError,
  noteHint,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  siteCode: string | undefined;
  noteError: string | undefined;
  noteHint: string;
}) {
  return (
    <>
      <Controller
        control={control}
        name={'roomId' as Path<T>}
        render={({ field, fieldState }) => (
          <RoomSelect
            ref={field.ref}
            siteCode={siteCode || undefined}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label="Nota sulla posizione"
        description={`Facoltativa: dove trovarla, per esempio ${noteHint}`}
        maxLength={200}
        {...register('locationNote' as Path<T>)}
        error={noteError}
      />
    </>
  );
}
