import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { romeToday } from '@portale/shared';
import { useNavigate } from '@tanstack/react-router';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { DateField } from '../../../lib/date-field.tsx';
import { SitePicker } from '../../../lib/site-picker.tsx';
import { siteOptionsQuery } from '../api/site-options.ts';

export type RegistryView = 'tree' | 'list';

type RegistryHeaderProps = {
  view: RegistryView;
  siteCode: string | undefined;
  siteName: string | undefined;
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  /** A new site or day (today is left out of the address). */
  onChange: (change: { site?: string; date?: string | undefined }) => void;
};

const viewOptions = [
  { value: 'tree', label: 'Edifici e piani' },
  { value: 'list', label: 'Elenco dei locali' },
];

/**
 * The registry's title, the switch between the tree and the flat table (keeping the site and the
 * day), and the site and the day the rooms are shown on.
 */
export function RegistryHeader({ view, siteCode, siteName, date, onChange }: RegistryHeaderProps) {
  const navigate = useNavigate();
  const staff = useCurrentProfile().roles.includes('staff');
  const today = romeToday();
  const switchView = (next: string) =>
    void navigate({
      to: next === 'list' ? '/real-estate-flat' : '/real-estate',
      search: { site: siteCode, date: date === today ? undefined : date },
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Anagrafica immobiliare
          </Title>
          <Text c="dimmed">
            Gli edifici, i piani e i locali delle ubicazioni, con superfici, categorie, frequenze di pulizia e
            i periodi di apertura e chiusura.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Visualizzazione"
          data={viewOptions}
          value={view}
          onChange={switchView}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* The site whose rooms are shown: any site for staff, the user's own for a customer. */}
        <SitePicker
          siteCode={siteCode}
          siteName={siteName}
          onChange={(site) => site && onChange({ site })}
          query={(search) => siteOptionsQuery(staff, search)}
          placeholder="Cerca per nome o codice"
          style={{ flex: '2 1 280px' }}
        />
        <DateField
          label="Situazione al giorno"
          value={date}
          onChange={(next) => next && onChange({ date: next === today ? undefined : next })}
          style={{ flex: '1 1 180px' }}
        />
      </Group>
    </Stack>
  );
}
