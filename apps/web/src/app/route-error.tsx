import { Alert, Button, Center, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-client.ts';

function describeError(error: unknown): string {
  if (error instanceof ApiError && error.body.code === 'TIMEOUT') return error.message;
  if (error instanceof ApiError && error.status === 0) {
    return 'Il portale non risponde: controlla la connessione a internet e riprova.';
  }
  return 'Non è stato possibile caricare questa pagina. Riprova tra qualche istante.';
}

/** Shown in place of a page whose loading or rendering failed. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <Center mih="50dvh" p="md">
      <Alert color="red" variant="light" title="Si è verificato un problema" maw={480} w="100%">
        <Text size="sm" mb="md">
          {describeError(error)}
        </Text>
        <Button color="red" onClick={retry}>
          Riprova
        </Button>
      </Alert>
    </Center>
  );
}
