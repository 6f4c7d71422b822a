import { Alert, Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { romeToday } from '@portale/shared';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { DateField } from '../../lib/date-field.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { useStartQualityControl } from './api/quality-api.ts';
import { qualityErrorMessage } from './quality-errors.ts';

/**
 * «Nuovo controllo»: staff choose the site and the day; the API draws the rooms from those open that day
 * (or with the seed given, to repeat a draw) and the recording page opens.
 */
export function StartControlForm() {
  const [siteCode, setSiteCode] = useState<string | undefined>();
  const [controlDate, setControlDate] = useState(romeToday());
  const [seed, setSeed] = useState<number | string>('');
  const start = useStartQualityControl();
  const navigate = useNavigate();
  const submit = async () => {
    if (!siteCode || !controlDate) return;
    const control = await start.mutateAsync({
      siteCode,
      controlDate,
      ...(typeof seed === 'number' ? { seed } : {}),
    });
    await navigate({ to: '/backoffice/quality/$controlId', params: { controlId: String(control.id) } });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="nuovo-controllo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="nuovo-controllo">
          Nuovo controllo
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SitePicker
            siteCode={siteCode}
            onChange={setSiteCode}
            query={staffSitePickerQuery}
            placeholder="Cerca per nome o codice"
            w={{ base: '100%', sm: 320 }}
          />
          <DateField
            label="Giorno"
            value={controlDate}
            onChange={setControlDate}
            w={{ base: '100%', sm: 160 }}
          />
          <NumberInput
            label="Seme (facoltativo)"
            description="Per ripetere un’estrazione"
            value={seed}
            onChange={setSeed}
            min={0}
            max={2147483647}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', sm: 200 }}
          />
          <Button
            onClick={() => void submit().catch(() => undefined)}
            loading={start.isPending}
            disabled={!siteCode || !controlDate}
          >
            Estrai i vani e inizia
          </Button>
        </Group>
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {qualityErrorMessage(start.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
