import { Box, VisuallyHidden } from '@mantine/core';

/**
 * What the dot means, read by screen readers: one word for one idea in every list. A document or an
 * invoice is opened (its page or its file), a message is read, a ticket is updated.
 */
const unreadLabels = {
  unopened: 'Da aprire',
  unread: 'Da leggere',
  updated: 'Aggiornata',
} as const;

type UnreadMarkProps = {
  unread: boolean;
  meaning: keyof typeof unreadLabels;
};

/**
 * The start column of a title in a list (a ticket, a communication, an invoice): a red dot when something
 * is new or changed since the user last opened it, an empty column of the same width otherwise, so that
 * every title starts at the same place. The dot is decoration; screen readers read the label instead.
 */
export function UnreadMark({ unread, meaning }: UnreadMarkProps) {
  return (
    <Box
      w={14}
      pt={8}
      style={{ flex: 'none', alignSelf: 'flex-start' }}
      data-unread-mark={unread || undefined}
    >
      {unread && (
        <>
          <Box aria-hidden w={9} h={9} bg="red.7" style={{ borderRadius: '50%' }} />
          <VisuallyHidden>{unreadLabels[meaning]}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
