/** Mantine's Modal title reads like body text: the account dialogs give it the weight of a heading. */
export const dialogStyles = {
  title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' },
} as const;
