import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serviceFrequencyLabels, type SiteDetail, type SiteService } from '@portale/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateAfter, formatPeriod } from '../../../lib/format.ts';
import { useRemoveSiteService } from '../api/remove-site-service.ts';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { siteEditorErrorMessage } from '../site-editor-errors.ts';
import { ServiceFormModal } from './service-form-modal.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

const feeSummary = (service: SiteService) => {
  if (!service.feeSplit) return 'Senza canone proprio';
  const periods = service.feeSplit.items.length;
  return `Canone in ${formatCount(periods, 'periodo', 'periodi')}, ${formatDateAfter('fino al', service.feeSplit.endDate)}`;
};

/** The site's services (permission 12): added, changed and removed, each with its own fee split. */
export function SiteServicesSection({ site }: { site: SiteDetail }) {
  const [editing, setEditing] = useState<SiteService | 'new' | null>(null);
  const [removing, setRemoving] = useState<SiteService | null>(null);
  const removeService = useRemoveSiteService(site.siteCode);

  const remove = async (service: SiteService) => {
    await removeService.mutateAsync(service.siteServiceId);
    notifications.show({
      color: 'green',
      title: 'Servizio rimosso',
      message: `«${service.serviceName}» è stato rimosso.`,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-services-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="site-services-title">
            Servizi ({site.siteServices.length})
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Nuovo servizio
          </Button>
        </Group>
        {site.siteServices.length === 0 && (
          <Text size="sm" c="dimmed">
            Nessun servizio: finché non ne aggiungi uno, l’ubicazione resta segnalata per i servizi mancanti.
          </Text>
        )}
        {site.siteServices.map((service) => (
          <Paper
            key={service.siteServiceId}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={service.serviceName}
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{service.serviceName}</Text>
                  <Badge variant="light" size="sm">
                    {serviceFrequencyLabels[service.frequency]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatPeriod(service.from, service.to, 'Dal')} · {feeSummary(service)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Modifica ${service.serviceName}`}
                  onClick={() => setEditing(service)}
                >
                  Modifica
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Rimuovi ${service.serviceName}`}
                  onClick={() => setRemoving(service)}
                >
                  Rimuovi
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <ServiceFormModal
          site={site}
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Rimuovere il servizio?"
        message={`«${removing?.serviceName ?? ''}» e il suo canone verranno rimossi dall’ubicazione. L’operazione non si può annullare.`}
        confirmLabel="Rimuovi"
        color="red"
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        errorMessage={siteEditorErrorMessage}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
