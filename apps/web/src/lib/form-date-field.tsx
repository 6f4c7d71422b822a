import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field.tsx';

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  w?: number | string | Record<string, number | string>;
};

/** A date of a react-hook-form form, held as 'YYYY-MM-DD', with its error under it. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  w,
}: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          ref={field.ref}
          name={field.name}
          label={label}
          required={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          w={w}
        />
      )}
    />
  );
}
