import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { siteDetailErrorPage } from './site-detail-error-page.ts';

/** In place of the detail when the site cannot be shown: why, and the way back to the list. */
export function SiteDetailError({ error }: { error: unknown }) {
  const page = siteDetailErrorPage(error);
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {page.title}
        </Title>
        <Text c="dimmed">{page.text}</Text>
        <Button component={Link} to="/sites" variant="light">
          Torna alle ubicazioni
        </Button>
      </Stack>
    </Center>
  );
}
