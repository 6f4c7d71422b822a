import { Alert, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type WidgetCardProps = {
  title: string;
  icon: Icon;
  /** The query behind the widget: it shows its own loading and failure, the others carry on. */
  state: { isPending: boolean; isError: boolean };
  action?: ReactNode;
  children: ReactNode;
};

/** The frame of a dashboard widget. */
export function WidgetCard({ title, icon: Icon, state, action, children }: WidgetCardProps) {
  return (
    // A card off screen is not laid out or painted until it nears the screen (content-visibility): on a
    // phone most of the dashboard is below the fold, and laying it all out held the processor.
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      h="100%"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' }}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Icon size={20} stroke={1.7} aria-hidden color="var(--mantine-color-brand-filled)" />
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        {action}
      </Group>
      {state.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={`Caricamento: ${title}`} />
        </Center>
      ) : state.isError ? (
        <Alert color="red" variant="light">
          <Text size="sm">Questi dati non sono disponibili in questo momento. Riprova più tardi.</Text>
        </Alert>
      ) : (
        children
      )}
    </Card>
  );
}
