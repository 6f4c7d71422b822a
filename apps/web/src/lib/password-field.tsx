import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A password input whose show/hide button is named in Italian (its pressed state tells which). */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Mostra la password' }} {...props} />;
}
