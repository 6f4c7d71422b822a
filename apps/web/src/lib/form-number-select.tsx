import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberSelectProps<T extends FieldValues> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'name' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The choices: a number each (an id, a code of SPEC.md) and its words. */
  data: readonly { value: number; label: string }[];
};

/** A choice of a react-hook-form form held as a number (null when none), with its error under it. */
export function FormNumberSelect<T extends FieldValues>({
  control,
  name,
  data,
  ...select
}: FormNumberSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          ref={field.ref}
          data={data.map((option) => ({ value: String(option.value), label: option.label }))}
          value={typeof field.value === 'number' ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
