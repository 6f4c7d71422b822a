import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  return (
    <Center mih="50dvh" role="status" aria-live="polite">
      <Loader aria-label="Caricamento in corso" />
    </Center>
  );
}
