import { Alert, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type InvalidLinkNoticeProps = {
  children: ReactNode;
  /** What the user can do next: a new link, or sign in. */
  action: { label: string; to: '/recover-password' | '/login' };
};

/** The page's link cannot be used: why, and what to do instead. */
export function InvalidLinkNotice({ children, action }: InvalidLinkNoticeProps) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />} role="alert">
        {children}
      </Alert>
      <Button component={Link} to={action.to} size="md" fullWidth>
        {action.label}
      </Button>
    </Stack>
  );
}
