import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseItalianDate } from './format.ts';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** 'YYYY-MM-DD', or '' when empty: how dates travel and how forms hold them. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day typed as DD/MM/YYYY or picked from the Italian calendar, whatever the browser's language: the
 * native date input would follow the browser's, and show 11/21/2025 on an English one.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      placeholder="gg/mm/aaaa"
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseItalianDate}
    />
  );
}
