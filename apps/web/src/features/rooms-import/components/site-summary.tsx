import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { feeFormulaLabels, type SiteDetail } from '@portale/shared';
import { IconBuildingEstate } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { noFormulaMessage } from '../import-errors.ts';

/** The chosen site: its name, job order and fee formula, the way to its registry or to its fees. */
export function SiteSummary({ site }: { site: SiteDetail }) {
  const formula = site.feeSettings.feeFormula;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rooms-import-site">
      <Stack gap="xs">
        <Title order={2} fz="h3" id="rooms-import-site">
          {site.siteName}
        </Title>
        <Text size="sm" c="dimmed">
          {site.siteCode} · {site.client} ({site.clientCode})
        </Text>
        <Text size="sm">
          Commessa {site.jobTaskId} – {site.jobTaskDescription}
        </Text>
        <Text size="sm">
          Formula del canone: {formula ? feeFormulaLabels[formula] : <strong>non impostata</strong>}
        </Text>
        <Group gap="md">
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/real-estate" search={{ site: site.siteCode }} />}
          >
            <Group gap={4} component="span">
              <IconBuildingEstate size={16} aria-hidden />
              Vedi l’anagrafica
            </Group>
          </Anchor>
        </Group>
        {!formula && (
          <Alert color="orange" variant="light" title="Manca la formula del canone">
            <Text size="sm">{noFormulaMessage}</Text>
            <Anchor
              size="sm"
              // The alert's own text colour: the link colour is too pale on its tinted background.
              c="inherit"
              underline="always"
              renderRoot={(props) => (
                <Link {...props} to="/backoffice/sites/$siteCode" params={{ siteCode: site.siteCode }} />
              )}
            >
              Imposta il canone dell’ubicazione
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
