import { Anchor, Group, Stack, Text } from '@mantine/core';
import { ticketsAccess, type EquipmentState } from '@portale/shared';
import { IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';
import { profileAllows } from '../../../lib/profile-access.ts';
import { useEquipmentSummary } from '../api/equipment-summary.ts';
import { WidgetCard } from './widget-card.tsx';

/** Each state's words and the theme's colour its dot takes (app/theme-contrast.ts). */
const states: { state: EquipmentState; label: string; colour: string }[] = [
  { state: 'IN_SERVICE', label: 'In servizio', colour: 'green' },
  { state: 'UNDER_MAINTENANCE', label: 'In manutenzione', colour: 'orange' },
  { state: 'OUT_OF_SERVICE', label: 'Fuori servizio', colour: 'red' },
];

/**
 * The equipment on the dashboard: how many machines work, are being maintained or are out of service,
 * each a link to the list of that state, and the problems reported from the labels' public page in the
 * last 30 days (PRODUCT.md, Site equipment). Customers' list, or staff's.
 */
export function EquipmentCard() {
  const query = useEquipmentSummary();
  const profile = useCurrentProfile();
  const listPath = profile.roles.includes('staff') ? '/backoffice/site-equipments' : '/site-equipments';
  const seesTickets = profileAllows(profile, ticketsAccess.rules.read);
  const summary = query.data;
  const counts: Record<EquipmentState, number> = {
    IN_SERVICE: summary?.inService ?? 0,
    UNDER_MAINTENANCE: summary?.underMaintenance ?? 0,
    OUT_OF_SERVICE: summary?.outOfService ?? 0,
  };
  const reports = `Segnalazioni dalle etichette negli ultimi 30 giorni: ${formatNumber(summary?.reportsLast30Days ?? 0)}`;
  return (
    <WidgetCard title="Attrezzature" icon={IconTool} state={query}>
      <Stack gap="sm">
        <Stack
          gap={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Attrezzature per stato"
        >
          {states.map(({ state, label, colour }) => (
            <li key={state}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      flexShrink: 0,
                      background: `var(--mantine-color-${colour}-filled)`,
                    }}
                  />
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link {...props} to={listPath} search={{ state }} />}
                  >
                    {label}
                  </Anchor>
                </Group>
                <Text size="sm" fw={600}>
                  {formatNumber(counts[state])}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
        {seesTickets ? (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/transmissions/tickets" />}>
            {reports}
          </Anchor>
        ) : (
          <Text size="sm">{reports}</Text>
        )}
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to={listPath} />}>
          Tutte le attrezzature
        </Anchor>
      </Stack>
    </WidgetCard>
  );
}
