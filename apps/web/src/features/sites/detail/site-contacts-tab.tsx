import { Center, Loader, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { ContactCategorySections } from '../../../lib/contact-card.tsx';
import { groupContactsByRoleCategory } from '../../../lib/contact-groups.ts';
import { useSiteContacts } from '../api/site-contacts.ts';
import { LoadError } from '../../../lib/load-error.tsx';

/** The provider's people for the site, its job order and the customer, by role category in priority order. */
export function SiteContactsTab({ siteCode }: { siteCode: string }) {
  const contacts = useSiteContacts(siteCode);
  if (contacts.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dei contatti" />
      </Center>
    );
  }
  if (contacts.isError) {
    return (
      <LoadError title="Contatti non caricati" query={contacts}>
        {apiErrorMessage(contacts.error, {})}
      </LoadError>
    );
  }
  const groups = groupContactsByRoleCategory(contacts.data);
  if (groups.length === 0) {
    return <Text c="dimmed">Per questa ubicazione non sono ancora indicati referenti.</Text>;
  }
  return <ContactCategorySections groups={groups} showCoverage={false} />;
}
