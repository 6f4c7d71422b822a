import { Anchor, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingPlus,
  IconClockExclamation,
  IconUserQuestion,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  useAwaitingActivationSummary,
  useCustomersToStart,
  usePublishingWarningSummary,
  useStaffTicketSummary,
} from '../api/staff-summaries.ts';
import {
  companyNoun,
  customerNoun,
  customersToStartText,
  missingStepsText,
  dueTicketsText,
  moreText,
  sitesText,
  usersText,
  type Noun,
} from '../summary-text.ts';
import { WidgetCard } from './widget-card.tsx';

/** Renders an anchor's root as a router link to a filtered list (Mantine's renderRoot). */
type LinkRoot = (props: object) => ReactNode;

type Row = { key: string; name: string; detail: string; link: LinkRoot };

type SummaryCardProps = {
  title: string;
  icon: Icon;
  state: { isPending: boolean; isError: boolean };
  /** The figure at the top, in words. */
  headline: string;
  rows: readonly Row[] | undefined;
  total: number;
  noun: Noun;
  empty: string;
  /** The whole filtered list. */
  all: { label: string; link: LinkRoot };
};

/** A card of the staff home page: a figure, then one link per customer to its filtered list. */
function SummaryCard({ title, icon, state, headline, rows, total, noun, empty, all }: SummaryCardProps) {
  let body: ReactNode = null;
  if (rows) {
    body =
      rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{headline}</Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <li key={row.key}>
                <Anchor renderRoot={row.link} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Anchor>
                <Text size="sm">{row.detail}</Text>
              </li>
            ))}
          </Stack>
          {total > rows.length && (
            <Text size="xs" c="dimmed">
              {moreText(rows.length, total, noun)}
            </Text>
          )}
          <Anchor renderRoot={all.link} size="sm">
            {all.label}
          </Anchor>
        </Stack>
      );
  }
  return (
    <WidgetCard title={title} icon={icon} state={state}>
      {body}
    </WidgetCard>
  );
}

/** Tickets late or due today, by customer (permission 5, tickets). */
export function DueTicketsCard() {
  const query = useStaffTicketSummary();
  const summary = query.data;
  return (
    <SummaryCard
      title="Segnalazioni da gestire oggi"
      icon={IconClockExclamation}
      state={query}
      headline={summary ? dueTicketsText(summary.totals.late, summary.totals.dueToday) : ''}
      rows={summary?.customers.map((row) => ({
        key: row.customerCode,
        name: row.customerName,
        detail: dueTicketsText(row.late, row.dueToday),
        link: (props) => (
          <Link
            {...props}
            to="/transmissions/tickets"
            search={{ customerCode: row.customerCode, lateOrDueToday: true }}
          />
        ),
      }))}
      total={summary?.totals.customers ?? 0}
      noun={customerNoun}
      empty="Nessuna segnalazione in ritardo o in scadenza oggi."
      all={{
        label: 'Tutte le segnalazioni in ritardo o in scadenza oggi',
        link: (props) => <Link {...props} to="/transmissions/tickets" search={{ lateOrDueToday: true }} />,
      }}
    />
  );
}

/** Sites with a publishing warning, by customer (permission 4, sites). */
export function PublishingWarningsCard() {
  const query = usePublishingWarningSummary();
  const summary = query.data;
  return (
    <SummaryCard
      title="Ubicazioni con avvisi"
      icon={IconAlertTriangle}
      state={query}
      headline={summary ? `${sitesText(summary.totals.sites)} con date, canone o servizi da completare` : ''}
      rows={summary?.customers.map((row) => ({
        key: row.customerCode,
        name: row.customerName,
        detail: sitesText(row.sites),
        link: (props) => (
          <Link
            {...props}
            to="/backoffice/sites"
            search={{ clientCode: row.customerCode, withWarnings: true }}
          />
        ),
      }))}
      total={summary?.totals.customers ?? 0}
      noun={customerNoun}
      empty="Nessuna ubicazione ha avvisi di pubblicazione."
      all={{
        label: 'Tutte le ubicazioni con avvisi',
        link: (props) => <Link {...props} to="/backoffice/sites" search={{ withWarnings: true }} />,
      }}
    />
  );
}

/** Users who have not done their first access yet, by company (permission 1, clients users). */
export function AwaitingActivationCard() {
  const query = useAwaitingActivationSummary();
  const summary = query.data;
  return (
    <SummaryCard
      title="Utenti in attesa di attivazione"
      icon={IconUserQuestion}
      state={query}
      headline={
        summary
          ? `${usersText(summary.totals.users)} non ${summary.totals.users === 1 ? 'ha' : 'hanno'} ancora fatto il primo accesso`
          : ''
      }
      rows={summary?.companies.map((row) => ({
        key: row.customerCode ?? 'staff',
        name: row.companyName,
        detail: usersText(row.users),
        link: (props) => (
          <Link
            {...props}
            to="/backoffice/users"
            search={
              row.customerCode === null
                ? { kind: 'staff', awaitingActivation: true }
                : { customerCode: row.customerCode, awaitingActivation: true }
            }
          />
        ),
      }))}
      total={summary?.totals.companies ?? 0}
      noun={companyNoun}
      empty="Nessun utente in attesa di attivazione."
      all={{
        label: 'Tutti gli utenti in attesa di attivazione',
        link: (props) => <Link {...props} to="/backoffice/users" search={{ awaitingActivation: true }} />,
      }}
    />
  );
}

/** Active customers still without a job order, a published site or a user (permission 0, clients). */
export function CustomersToStartCard() {
  const query = useCustomersToStart();
  const summary = query.data;
  return (
    <SummaryCard
      title="Clienti da avviare"
      icon={IconBuildingPlus}
      state={query}
      headline={summary ? customersToStartText(summary.total) : ''}
      rows={summary?.data.map((row) => ({
        key: row.code,
        name: row.name,
        detail: missingStepsText(row.missing),
        link: (props) => (
          <Link {...props} to="/backoffice/customers/$customerCode" params={{ customerCode: row.code }} />
        ),
      }))}
      total={summary?.total ?? 0}
      noun={customerNoun}
      empty="Ogni cliente attivo ha una commessa, un’ubicazione pubblicata e un utente."
      all={{
        label: 'Tutti i clienti',
        link: (props) => <Link {...props} to="/backoffice/customers" />,
      }}
    />
  );
}
