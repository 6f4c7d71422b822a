import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PublicPageFrameProps = {
  title: string;
  description?: ReactNode;
  /** Shows "Portale Clienti" above the title; the login page, whose title it is, leaves it out. */
  withBrand?: boolean;
  /** The largest width of the card, in pixels. */
  width?: number;
  /** Below the card: links to the other public pages. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The frame of the pages outside the signed-in shell: login, password recovery, first access and so on. */
export function PublicPageFrame({
  title,
  description,
  withBrand = true,
  width = 440,
  footer,
  children,
}: PublicPageFrameProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      style={{
        backgroundImage:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-brand-1) 0%, transparent 45%), linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 70%)',
      }}
    >
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={width} gap="lg">
          <Stack align="center" gap="xs">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <IconSparkles size={30} stroke={1.6} />
            </ThemeIcon>
            {withBrand && (
              <Text fw={700} c="brand" size="sm" tt="uppercase" lts={0.6}>
                Portale Clienti
              </Text>
            )}
            <Title order={1} fz={withBrand ? 24 : 28} ta="center">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" ta="center">
                {description}
              </Text>
            )}
          </Stack>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            {children}
          </Paper>
          {footer && (
            <Stack align="center" gap={6}>
              {footer}
            </Stack>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
