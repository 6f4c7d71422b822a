import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { parseItalianDate } from './format.ts';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** 'YYYY-MM-DD', or '' when empty: how dates travel and how forms hold them. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The names of the calendar's arrows, for screen readers and voice control. The month and year between
 * them are named by their own words («novembre 2026»), as a name must contain what is seen.
 */
const calendarLabels = {
  nextMonth: 'Mese successivo',
  previousMonth: 'Mese precedente',
  nextYear: 'Anno successivo',
  previousYear: 'Anno precedente',
  nextDecade: 'Decennio successivo',
  previousDecade: 'Decennio precedente',
};

/**
 * A day typed as DD/MM/YYYY or picked from the Italian calendar, whatever the browser's language: the
 * native date input would follow the browser's, and show 11/21/2025 on an English one.
 */
export function DateField({ value, onChange, popoverProps, ...props }: DateFieldProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      placeholder="gg/mm/aaaa"
      {...props}
      // Esc closes the open calendar alone: a dialog around the field hears Esc before the field does,
      // and closes unless the key's target says it is taken (Mantine's mark, as its own drop-downs do).
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        // The calendar is drawn at the end of the page, outside the form's landmarks: named as a dialog
        // (ARIA's date picker pattern), a screen reader's user knows what it is and where it belongs.
        attributes: { dropdown: { role: 'dialog', 'aria-label': 'Calendario' } },
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseItalianDate}
      ariaLabels={calendarLabels}
      // The days of the months before and after are drawn pale, under the contrast a text needs.
      hideOutsideDates
    />
  );
}
