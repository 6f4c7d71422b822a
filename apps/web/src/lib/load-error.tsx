import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

type LoadErrorProps = {
  /** What did not load, named as the page names it: «Segnalazioni non caricate». */
  title: string;
  /** Why, and what to do, in Italian. */
  children: ReactNode;
};

/** The alert of a page, tab or list whose data did not load: what failed as its title, why under it. */
export function LoadError({ title, children }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {children}
    </Alert>
  );
}
