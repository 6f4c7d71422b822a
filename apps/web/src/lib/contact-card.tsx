import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import {
  describeCoverage,
  reportingLine,
  rolesByContact,
  type ContactInRole,
  type RoleCategoryGroup,
} from './contact-groups.ts';
import { ContactPhoto } from './contact-photo.tsx';
import { phoneHref } from './format.ts';

type ContactCardProps = {
  person: ContactInRole;
  /** The contacts page says what each person answers for; a site's tab already says which site. */
  showCoverage: boolean;
  /** The roles of the people listed, to name a superior by their role. */
  rolesOf: ReadonlyMap<number, ReadonlySet<number>>;
};

/** One of the provider's people: role, whom the role answers to, and how to reach them. */
export function ContactCard({ person, showCoverage, rolesOf }: ContactCardProps) {
  const nameId = useId();
  const { contact, role } = person.association;
  const fullName = `${contact.name} ${contact.surname}`;
  const chain = reportingLine(person.association, rolesOf);

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={nameId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ContactPhoto contact={contact} />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <div>
            <Text fw={600} id={nameId}>
              {contact.title ? `${contact.title} ` : ''}
              {fullName}
            </Text>
            <Group gap="xs">
              <Text size="sm">{role.name}</Text>
              {role.handleTickets && (
                <Badge size="sm" variant="light" color="teal">
                  Gestisce le segnalazioni
                </Badge>
              )}
            </Group>
          </div>
          {chain && (
            <Text size="xs" c="dimmed">
              Risponde a, dal più vicino: {chain}
            </Text>
          )}
          {showCoverage && (
            <Text size="xs">
              <Text span size="xs" c="dimmed">
                Si occupa di:{' '}
              </Text>
              {person.coverage.map(describeCoverage).join('; ')}
            </Text>
          )}
          {contact.workPlace && (
            <Text size="xs" c="dimmed">
              {contact.workPlace}
            </Text>
          )}
          <Group gap="md" mt={2}>
            {contact.phone && (
              <Anchor
                href={phoneHref(contact.phone)}
                size="sm"
                aria-label={`${contact.phone}, telefono di ${fullName}`}
              >
                <Group gap={4} wrap="nowrap">
                  <IconPhone size={16} aria-hidden />
                  {contact.phone}
                </Group>
              </Anchor>
            )}
            {contact.email && (
              <Anchor
                href={`mailto:${contact.email}`}
                size="sm"
                aria-label={`${contact.email}, email di ${fullName}`}
                style={{ wordBreak: 'break-all' }}
              >
                <Group gap={4} wrap="nowrap">
                  <IconMail size={16} aria-hidden />
                  {contact.email}
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

type ContactCategorySectionsProps = Omit<ContactCardProps, 'person' | 'rolesOf'> & {
  groups: readonly RoleCategoryGroup[];
};

/** The people by role category, each category a titled section in order of priority. */
export function ContactCategorySections({ groups, showCoverage }: ContactCategorySectionsProps) {
  const rolesOf = useMemo(() => rolesByContact(groups), [groups]);
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack
          key={group.categoryId}
          gap="sm"
          component="section"
          aria-labelledby={`contact-category-${group.categoryId}`}
        >
          <Title order={2} size="h4" id={`contact-category-${group.categoryId}`}>
            {group.name}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {group.contacts.map((person) => (
              <ContactCard key={person.key} person={person} showCoverage={showCoverage} rolesOf={rolesOf} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
