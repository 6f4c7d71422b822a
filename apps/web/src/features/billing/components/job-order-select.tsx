import { Select, type SelectProps } from '@mantine/core';

export type JobOrderOption = { value: string; label: string };

type JobOrderSelectProps = Pick<
  SelectProps,
  'label' | 'placeholder' | 'required' | 'error' | 'w' | 'description'
> & {
  options: readonly JobOrderOption[];
  value: string | null;
  onChange: (jobOrderId: string | null) => void;
  /** The options are searched by the API (staff: every customer's job orders): typed words go there. */
  onSearchChange?: (search: string) => void;
  /** The clear button's name, when the choice may be cleared. */
  clearLabel?: string;
};

/**
 * A job order chosen by typing part of its code, description or customer. A chosen job order that the
 * current options do not hold (one from the address bar) still shows, by its code.
 */
export function JobOrderSelect({
  options,
  value,
  onChange,
  onSearchChange,
  clearLabel,
  ...props
}: JobOrderSelectProps) {
  const chosen = options.find((option) => option.value === value);
  const data = value && !chosen ? [{ value, label: value }, ...options] : options;
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="Nessuna commessa trovata"
      comboboxProps={{ width: 'target' }}
      clearable={Boolean(clearLabel)}
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...(onSearchChange && {
        // The API has searched already; selecting an option writes its label, which is no search.
        filter: ({ options: found }) => found,
        onSearchChange: (search: string) => onSearchChange(search === chosen?.label ? '' : search),
      })}
    />
  );
}
