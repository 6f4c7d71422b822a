import { Group } from '@mantine/core';
import { DateField } from '../../lib/date-field.tsx';

/** Up to three days, in order of preference: the first is required, the others may stay empty. */
export function ProposedDaysFields({
  days,
  onChange,
  minDate,
}: {
  days: readonly string[];
  onChange: (days: string[]) => void;
  minDate: string;
}) {
  const labels = ['Giorno preferito', 'Seconda scelta (facoltativa)', 'Terza scelta (facoltativa)'];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {labels.map((label, index) => (
        <DateField
          key={label}
          label={label}
          required={index === 0}
          minDate={minDate}
          value={days[index] ?? ''}
          onChange={(day) => {
            const next = [...days];
            next[index] = day;
            onChange(next);
          }}
          w={{ base: '100%', sm: 200 }}
        />
      ))}
    </Group>
  );
}

/** The days chosen, without the empty ones. */
export const chosenDays = (days: readonly string[]) => days.filter((day) => day !== '');
