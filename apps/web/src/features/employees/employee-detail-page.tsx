import { Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { romeToday, type EmployeeDetail } from '@portale/shared';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { phoneHref } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { PhotoUpload } from '../../lib/photo-upload.tsx';
import { useEmployeeDetail, useSaveEmployeePhoto } from './api/employees-api.ts';
import { EmployeeAssignments } from './employee-assignments.tsx';
import { EmployeeMonth } from './employee-month.tsx';
import { EmployeePhoto } from './employee-photo.tsx';
import { seesStampings } from './employee-tabs.ts';
import { formatHours } from './employee-words.ts';
import { employeesReadErrorMessage } from './employees-errors.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** What the badge shows (photo, name, employer) and the contract's hours. */
function BadgeData({ person }: { person: EmployeeDetail }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="employee-badge-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="employee-badge-title">
          Tesserino
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Numero di tesserino">{person.badgeNumber}</Field>
          <Field label="Datore di lavoro">{person.employer}</Field>
          <Field label="Qualifica">{person.qualification}</Field>
          <Field label="Ore settimanali da contratto">{formatHours(person.weeklyHours)}</Field>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** Staff only: what the API gives staff alone, and the photo to change. */
function PrivateData({
  person,
  privateData,
}: {
  person: EmployeeDetail;
  privateData: NonNullable<EmployeeDetail['privateData']>;
}) {
  const fullName = `${person.firstName} ${person.lastName}`;
  const savePhoto = useSaveEmployeePhoto(person.id);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="employee-private-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="employee-private-title">
          Dati riservati
        </Title>
        <Text size="sm" c="dimmed">
          Visibili solo al personale interno: i clienti non li vedono mai.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Matricola">{privateData.code}</Field>
          <Field label="Codice fiscale">{privateData.taxCode ?? '—'}</Field>
          <Field label="Telefono">
            {privateData.phone ? (
              <Anchor href={phoneHref(privateData.phone)}>{privateData.phone}</Anchor>
            ) : (
              '—'
            )}
          </Field>
          <Field label="Indirizzo">{privateData.address ?? '—'}</Field>
        </SimpleGrid>
        <PhotoUpload
          save={savePhoto}
          hasPhoto={person.photoUrl !== null}
          savedMessage={`La nuova foto di ${fullName} è quella che vedono i clienti.`}
        />
      </Stack>
    </Card>
  );
}

/**
 * /employees/detail/{id}: a person as their badge shows them, the sites they are assigned to with the
 * dates and weekly shifts; with sub-role employee stampings, their days of a month (this one first).
 * Staff see the same page, with the private data and the photo to change.
 */
export function EmployeeDetailPage() {
  const { employeeId } = useParams({ strict: false }) as { employeeId: string };
  const id = Number(employeeId);
  const detail = useEmployeeDetail(id);
  const profile = useCurrentProfile();
  const staff = profile.roles.includes('staff');
  const withStampings = seesStampings(profile);
  const [month, setMonth] = useState(() => romeToday().slice(0, 7));
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const listPath = staff ? '/backoffice/employees' : '/employees';
  const back = <Anchor renderRoot={(props) => <Link {...props} to={listPath} />}>Torna al personale</Anchor>;

  if (detail.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento della persona" />
      </Center>
    );
  if (detail.isError) {
    if (linkLeadsNowhere(detail.error))
      return (
        <Stack gap="md">
          <MissingItem title="Persona non trovata">
            La persona non esiste o non lavora in un’ubicazione che puoi vedere.
          </MissingItem>
          {back}
        </Stack>
      );
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Personale
        </Title>
        <LoadError title="Persona non caricata" query={detail}>
          {employeesReadErrorMessage(detail.error)}
        </LoadError>
      </Stack>
    );
  }
  const person = detail.data;

  return (
    <Stack gap="lg">
      {back}
      <Group gap="lg" align="center" wrap="nowrap">
        <EmployeePhoto person={person} size={compact ? 72 : 112} />
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {person.firstName} {person.lastName}
          </Title>
          <Text c="dimmed">
            {person.qualification} · {person.employer}
          </Text>
        </div>
      </Group>
      <BadgeData person={person} />
      {person.privateData && <PrivateData person={person} privateData={person.privateData} />}
      <EmployeeAssignments assignments={person.assignments} />
      {withStampings && (
        <EmployeeMonth employeeId={person.id} month={month} onMonthChange={setMonth} compact={compact} />
      )}
    </Stack>
  );
}
