import { Select, Textarea } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { DateField } from '../../../lib/date-field.tsx';
import type { UploadFieldsFormValues } from '../document-forms.ts';
import { categoryOptions } from './category-options.ts';

type DocumentFieldsProps<T extends FieldValues & UploadFieldsFormValues> = {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<UploadFieldsFormValues>;
};

/**
 * Category, end of validity and description: what staff give a document when they publish it and when
 * they change it ('YYYY-MM-DD' or '' for a document that does not end).
 */
export function DocumentFields<T extends FieldValues & UploadFieldsFormValues>({
  control,
  register,
  errors,
}: DocumentFieldsProps<T>) {
  return (
    <>
      <Controller
        control={control}
        name={'category' as Path<T>}
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label="Categoria"
            placeholder="Scegli la categoria"
            required
            data={categoryOptions}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={(value: string | null) => value && field.onChange(value)}
            allowDeselect={false}
            error={fieldState.error?.message}
          />
        )}
      />
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
      <Textarea
        label="Descrizione"
        autosize
        minRows={2}
        maxLength={2000}
        {...register('description' as Path<T>)}
        error={errors.description?.message}
      />
    </>
  );
}
