import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type RefObject } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { italianErrorMap } from './form-errors.ts';

type CheckedForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** For the `<form>` element: where the focus looks for the first field in error. */
  formRef: RefObject<HTMLFormElement | null>;
};

/**
 * A react-hook-form form checked by a (shared) zod schema, with the Italian messages. After a submit that
 * fails, on the browser's checks or on the API's (placeServerFieldErrors, called while the submit runs),
 * the focus goes to the first field in error in the order the form shows them: react-hook-form's own
 * focus follows the order in which fields registered, which puts the inputs a form registers before the
 * selects and dates its Controllers render, so it is turned off.
 */
export function useCheckedForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'shouldFocusError'> = {},
): CheckedForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema, { error: italianErrorMap }),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount } = form.formState;

  // Once per submit, after its errors are on screen: Mantine marks each field in error aria-invalid.
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  return { ...form, formRef };
}
