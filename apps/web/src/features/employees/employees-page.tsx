import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { AttendanceTab } from './attendance-tab.tsx';
import { CoverageTab } from './coverage-tab.tsx';
import { openableEmployeeTabs } from './employee-tabs.ts';
import type { EmployeesSearch, EmployeeTab } from './employees-search.ts';
import { OnSiteTab } from './on-site-tab.tsx';
import { PeopleTab } from './people-tab.tsx';
import type { TabProps } from './tab-props.ts';

const tabWords: Record<EmployeeTab, { label: string; icon: ReactNode }> = {
  people: { label: 'Persone', icon: <IconUsers size={16} aria-hidden /> },
  coverage: { label: 'Copertura', icon: <IconChartBar size={16} aria-hidden /> },
  stampings: { label: 'Timbrature', icon: <IconClock size={16} aria-hidden /> },
  onSite: { label: 'Presenti ora', icon: <IconMapPin size={16} aria-hidden /> },
};

const tabPanels: Record<EmployeeTab, (props: TabProps) => ReactNode> = {
  people: PeopleTab,
  coverage: CoverageTab,
  stampings: AttendanceTab,
  onSite: OnSiteTab,
};

/**
 * /employees (sub-role employee): the people entitled to be on the customer's sites and the coverage of
 * the planned hours; with sub-role employee stampings, their stampings and who is on site now.
 * /backoffice/employees: the same for staff, over every site. The tab and each tab's filters, order and
 * page are in the address bar.
 */
export function EmployeesPage({ staff = false }: { staff?: boolean }) {
  const listPath = staff ? '/backoffice/employees' : '/employees';
  const search = useSearch({ strict: false }) as EmployeesSearch;
  const navigate = useNavigate();
  const tabs = openableEmployeeTabs(useCurrentProfile());
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : 'people';
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  /** A new filter or order starts again from the first page; a page of its own is a step the back button undoes. */
  const change = (next: Partial<EmployeesSearch>) =>
    void navigate({
      to: listPath,
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  const reset = () => void navigate({ to: listPath, search: { tab: search.tab }, replace: true });
  /** Another tab keeps the site alone: the other parameters mean another thing there. */
  const openTab = (value: string | null) =>
    void navigate({
      to: listPath,
      search: { tab: value === 'people' ? undefined : (value as EmployeeTab), siteCode: search.siteCode },
      replace: true,
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Personale
        </Title>
        <Text c="dimmed">
          {staff
            ? 'Tutto il personale con i dati riservati, la copertura delle ore e le timbrature di ogni ubicazione.'
            : 'Le persone autorizzate a lavorare nelle tue ubicazioni, con la foto e i dati del tesserino, e la copertura delle ore previste.'}
        </Text>
      </div>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} leftSection={tabWords[value].icon}>
              {tabWords[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => {
          const Panel = tabPanels[value];
          return (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Panel search={search} change={change} reset={reset} staff={staff} compact={compact} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}

export function StaffEmployeesPage() {
  return <EmployeesPage staff />;
}
