import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from '../../../lib/date-field.tsx';

/** The last day a document is valid, empty when it does not end (a form's `validUntil`, 'YYYY-MM-DD' or ''). */
export function ValidUntilField<T extends FieldValues & { validUntil: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'validUntil' as Path<T>}
      render={({ field, fieldState }) => (
        <DateField
          ref={field.ref}
          name={field.name}
          label="Valido fino al"
          description="L’ultimo giorno di validità; vuoto se il documento non scade."
          clearable
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
