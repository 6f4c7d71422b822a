import { Alert, Badge, Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { KioskAlertSettings } from '@portale/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useKioskAlertSettings, useSaveKioskAlertSettings } from './api/kiosks-api.ts';

function SettingsForm({ settings }: { settings: KioskAlertSettings }) {
  const [values, setValues] = useState({
    thresholdPercent: settings.thresholdPercent,
    windowMinutes: settings.windowMinutes,
    minimumVotes: settings.minimumVotes,
  });
  const save = useSaveKioskAlertSettings(settings.siteCode);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (value: string | number) => {
      setValues((current) => ({ ...current, [key]: typeof value === 'number' ? value : Number(value) }));
      save.reset();
    },
    allowDecimal: false,
    allowNegative: false,
    w: { base: '100%', sm: 200 },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="Voti negativi (%)"
            description="Da 1 a 100"
            min={1}
            max={100}
            {...field('thresholdPercent')}
          />
          <NumberInput
            label="Finestra (minuti)"
            description="Da 5 a 1440"
            min={5}
            max={1440}
            {...field('windowMinutes')}
          />
          <NumberInput
            label="Voti minimi"
            description="Nella finestra"
            min={1}
            max={10000}
            {...field('minimumVotes')}
          />
        </Group>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(save.error, { 400: 'Controlla i valori: sono fuori dai limiti indicati.' })}
          </Alert>
        )}
        {save.isSuccess && (
          <Text size="sm" c="teal.8" role="status">
            Impostazioni salvate.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Salva l’allarme
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A site's alert: when, within one window, the bad votes (1 and 2) reach the share set here with at least
 * the minimum of votes, the provider's contacts of the site get an email, once per window.
 */
export function KioskAlertPanel({ siteCode }: { siteCode: string }) {
  const settings = useKioskAlertSettings(siteCode);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            Allarme dei voti negativi
          </Title>
          {settings.data?.isDefault && (
            <Badge variant="light" color="gray">
              Valori predefiniti
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Quando in una finestra di tempo i voti pessimi e insufficienti raggiungono la quota indicata, con
          almeno i voti minimi, i referenti del fornitore per l’ubicazione ricevono un’email, una sola volta
          per finestra.
        </Text>
        {settings.isPending ? null : settings.isError ? (
          <LoadError title="Allarme non caricato" query={settings}>
            {apiErrorMessage(settings.error, {})}
          </LoadError>
        ) : (
          <>
            <SettingsForm key={settings.data.siteCode} settings={settings.data} />
            {settings.data.recentAlerts.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Ultimi allarmi
                </Text>
                <List size="sm">
                  {settings.data.recentAlerts.map((alert) => (
                    <List.Item key={alert.windowStart}>
                      {`${formatDateTime(alert.windowStart)}: ${alert.badVotes} voti negativi su ${alert.votes}`}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
