import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormDecimalFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The least value the field offers: 0 for an amount in euro. */
  min?: number;
  /** What the field holds while empty: '' (the form's schema says «Campo richiesto»), or null. */
  blank?: '' | null;
  /** A message of the field's group (a room's «at least one new value»), shown when the field has none. */
  groupError?: string;
};

/**
 * A number of a react-hook-form form typed the Italian way (1.234,56), two decimals at most, with its
 * error under it. While typed, «30,» is held as it is, a string, so the comma is not lost; a whole number
 * is held as a number.
 */
export function FormDecimalField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  min,
  blank = '',
  groupError,
}: FormDecimalFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          required={required}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? blank : value)}
          onBlur={field.onBlur}
          min={min}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          hideControls
          error={fieldState.error?.message ?? groupError}
        />
      )}
    />
  );
}
