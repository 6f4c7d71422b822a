import { Text } from '@mantine/core';
import type { AuditEntry } from '@portale/shared';

type AuditUser = NonNullable<AuditEntry['actor']>;

function PersonText({ person }: { person: AuditUser }) {
  return (
    <Text size="sm">
      {person.fullName || person.username}{' '}
      <Text span size="xs" c="dimmed">
        ({person.username})
      </Text>
    </Text>
  );
}

/** Who acted: a signed-in user, or nobody known (an attempt before signing in). */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) {
    return (
      <Text size="sm" c="dimmed">
        non autenticato
      </Text>
    );
  }
  return <PersonText person={entry.actor} />;
}

/** Whom it concerned: the account as it is, or the username recorded when the account is gone or unknown. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  if (entry.subject && entry.actor?.id === entry.subject.id) {
    return (
      <Text size="sm" c="dimmed">
        la stessa persona
      </Text>
    );
  }
  if (entry.subject) return <PersonText person={entry.subject} />;
  if (!entry.username)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm">
      {entry.username}{' '}
      <Text span size="xs" c="dimmed">
        (account non presente)
      </Text>
    </Text>
  );
}
