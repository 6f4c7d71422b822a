import { Alert, Center, Loader } from '@mantine/core';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { transmissionErrorMessage } from './transmission-errors.ts';

type LoadStateProps = {
  error: unknown;
  loadingLabel: string;
  /** What the page says when its link leads nowhere: heading and explanation. */
  missing: { title: string; text: string };
};

/**
 * What a detail page shows until its data arrives: a loader, or why it cannot be shown. A ticket or
 * communication out of the user's reach reads as not found, as the API answers, and so does an address
 * whose code is not well formed.
 */
export function LoadState({ error, loadingLabel, missing }: LoadStateProps) {
  if (!error) {
    return (
      <Center mih="40dvh" role="status">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  if (linkLeadsNowhere(error)) return <MissingItem title={missing.title}>{missing.text}</MissingItem>;
  return (
    <Alert color="red" variant="light" role="alert" maw={560}>
      {transmissionErrorMessage(error)}
    </Alert>
  );
}
