import { Alert, Center, Loader } from '@mantine/core';
import { ApiError } from '../../lib/api-client.ts';
import { transmissionErrorMessage } from './transmission-errors.ts';

/**
 * What a detail page shows until its data arrives: a loader, or why it cannot be shown. A ticket or
 * communication out of the user's reach reads as not found, as the API answers.
 */
export function LoadState({ error, loadingLabel }: { error: unknown; loadingLabel: string }) {
  if (!error) {
    return (
      <Center mih="40dvh" role="status">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert" maw={560}>
      {transmissionErrorMessage(error)}
    </Alert>
  );
}
