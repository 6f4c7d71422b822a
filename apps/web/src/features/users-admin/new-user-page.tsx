import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { NewUserResult } from '@portale/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { NewUserForm } from './components/new-user-form.tsx';
import { NewUserResultPanel } from './components/new-user-result.tsx';

type Created = { result: NewUserResult; email: string };

/** Back office (/backoffice/users/new): create a customer or staff user and hand over the activation link. */
export function NewUserPage() {
  const [created, setCreated] = useState<Created | null>(null);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/backoffice/users" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Utenti
      </Anchor>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Nuovo utente
        </Title>
        <Text c="dimmed">
          Un utente di un cliente vede le aree e le ubicazioni che scegli qui; un utente dello staff lavora
          nel back office con i permessi che gli assegni.
        </Text>
      </div>
      {created ? (
        <NewUserResultPanel
          result={created.result}
          email={created.email}
          onCreateAnother={() => setCreated(null)}
        />
      ) : (
        <NewUserForm onCreated={(result, email) => setCreated({ result, email })} />
      )}
    </Stack>
  );
}
