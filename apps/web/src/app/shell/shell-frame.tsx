/** The top bar's height, without the impersonation banner. */
export const topBarHeight = 60;

/**
 * The top bar as plain markup, without its controls: what the shell's first, urgent render draws while
 * the real shell is drawn in the background (lib/lazy-page.ts), for the few frames that takes on a phone.
 */
export function ShellFrame() {
  return (
    <div
      style={{
        height: topBarHeight,
        display: 'flex',
        alignItems: 'center',
        paddingInline: 'var(--mantine-spacing-md)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        color: 'var(--mantine-color-brand-filled)',
        fontWeight: 700,
        fontSize: 'var(--mantine-font-size-lg)',
      }}
    >
      Portale Clienti
    </div>
  );
}
