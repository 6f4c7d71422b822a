import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from './api-client.ts';

/**
 * The API's answer to a page opened by a link to something that is not there, or not for this user:
 * 404, or 400 when the code in the address is not even well formed (a link cut short or mistyped). Both
 * mean the link leads nowhere; asking again would not help, and «Controlla i dati inseriti» would send
 * the user looking for a form that is not there.
 */
export const linkLeadsNowhere = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

type MissingItemProps = {
  /** What is missing, as the page's heading: «Segnalazione non trovata». */
  title: string;
  /** Why, and what the user may do: the page's link back is beside it. */
  children: ReactNode;
};

/** In place of a detail page whose link leads nowhere: what happened, as the page's own heading. */
export function MissingItem({ title, children }: MissingItemProps) {
  return (
    <Stack gap="xs" maw={560} role="alert">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{children}</Text>
    </Stack>
  );
}
