import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTicketSummary } from '../api/ticket-summary.ts';
import { moreText, onTimeText, openTicketsText, siteNoun } from '../summary-text.ts';
import { WidgetCard } from './widget-card.tsx';

/**
 * The customer's open and overdue tickets by site, with the share of recent answers given on time
 * (GET /dashboard/tickets-by-site, sub-role communications or communications all tickets). Each row
 * opens the ticket list filtered for its site's open tickets.
 */
export function TicketSummaryWidget() {
  const query = useTicketSummary();
  const summary = query.data;
  return (
    <WidgetCard title="Segnalazioni per ubicazione" icon={IconMessageReport} state={query}>
      {summary && (
        <Stack gap="md">
          <Group gap="xl" wrap="wrap">
            <Figure value={summary.totals.open} label={summary.totals.open === 1 ? 'aperta' : 'aperte'} />
            <Figure value={summary.totals.overdue} label="in ritardo" />
            <Text size="sm" c="dimmed" maw={260}>
              {onTimeText(summary.totals.answered, summary.totals.answeredOnTime)} negli ultimi{' '}
              {summary.windowDays} giorni
            </Text>
          </Group>
          {summary.sites.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessuna segnalazione aperta né risposta negli ultimi {summary.windowDays} giorni.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {summary.sites.map((site) => (
                <li key={site.siteCode}>
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/transmissions/tickets"
                        search={{ siteCode: site.siteCode, state: 'OPEN' }}
                      />
                    )}
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {site.siteName}
                  </Anchor>
                  <Text size="sm" fw={site.overdue > 0 ? 600 : undefined}>
                    {openTicketsText(site.open, site.overdue)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {onTimeText(site.answered, site.answeredOnTime)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          {summary.totals.sites > summary.sites.length && (
            <Text size="xs" c="dimmed">
              {moreText(summary.sites.length, summary.totals.sites, siteNoun)}
            </Text>
          )}
          <Anchor
            renderRoot={(props) => <Link {...props} to="/transmissions/tickets" search={{ state: 'OPEN' }} />}
            size="sm"
          >
            Tutte le segnalazioni aperte
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" fw={600}>
        {label}
      </Text>
    </div>
  );
}
