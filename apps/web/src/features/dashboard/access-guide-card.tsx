import { Card, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { MenuViewer } from '../../lib/visible-menu.ts';
import type { MenuEntry } from '../../lib/menu-entry.ts';
import { ownRoleLabels, pagesOpenedByRoles, quotedList } from './access-guide.ts';

/**
 * For a user whose sub-roles (or permissions) open no page besides this one: what they can do now,
 * and whom to ask for the roles that would open each page, named from the authorisation table.
 */
export function AccessGuideCard({ entries, viewer }: { entries: readonly MenuEntry[]; viewer: MenuViewer }) {
  const customer = viewer.kind === 'customer';
  // The portal calls sub-roles «permessi», as the access-denied notice does.
  const roleWord = customer ? 'permesso' : 'permesso di back office';
  const own = ownRoleLabels(viewer);
  const keys = pagesOpenedByRoles(entries, viewer.kind);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="access-guide-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="access-guide-title">
          <IconInfoCircle size={20} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
          Il tuo account non apre ancora nessuna sezione del portale
        </Title>
        <Text>
          {own.length === 0
            ? `Al tuo account non è stato assegnato nessun ${roleWord}.`
            : own.length === 1
              ? `Al tuo account è assegnato il ${roleWord} ${quotedList(own, 'conjunction')}, che riguarda una sezione non ancora disponibile nel portale.`
              : `Al tuo account sono assegnati i ${customer ? 'permessi' : 'permessi di back office'} ${quotedList(own, 'conjunction')}, che riguardano sezioni non ancora disponibili nel portale.`}
        </Text>
        <Text>
          Intanto puoi consultare questa pagina e, dal menu con il tuo nome in alto a destra, cambiare la
          password, attivare la verifica in due passaggi e scegliere quali email ricevere.
        </Text>
        <Text>
          Per vedere altro, chiedi all’amministratore del portale della tua azienda di assegnarti il{' '}
          {roleWord} che apre la sezione che ti serve:
        </Text>
        <List spacing={4}>
          {keys.map((key) => (
            <List.Item key={key.page}>
              <Text span fw={600}>
                {key.page}
              </Text>
              : {roleWord} {quotedList(key.roles, 'disjunction')}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
