import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormEuroFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
};

/** An amount in euro of a react-hook-form form, typed the Italian way (1.234,56), with its error under it. */
export function FormEuroField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: FormEuroFieldProps<T>) {
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
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          hideControls
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
