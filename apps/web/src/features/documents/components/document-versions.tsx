import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentDetail, DocumentVersion } from '@portale/shared';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ValidityBadge } from '../../../lib/document-badges.tsx';
import { validitySentence } from '../../../lib/document-validity.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { formatDateAfter } from '../../../lib/format.ts';
import { useDownloadDocument } from '../api/document-file.ts';

type DocumentVersionsProps = { document: DocumentDetail; today: string };

function VersionTitle({ version, shown }: { version: DocumentVersion; shown: boolean }) {
  const words = `Versione ${version.version}`;
  if (shown) return <Text fw={600}>{words} (quella che stai guardando)</Text>;
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/documents/$documentId" params={{ documentId: version.documentId }} />
      )}
    >
      {words}
    </Anchor>
  );
}

/** Every version of the document, the latest first; the older ones are outdated and stay downloadable. */
export function DocumentVersions({ document, today }: DocumentVersionsProps) {
  const download = useDownloadDocument();
  return (
    <Stack gap="sm" component="section" aria-labelledby="document-versions">
      <Title order={2} fz="h3" id="document-versions">
        Versioni
      </Title>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {document.versions.map((version) => (
          <Paper key={version.documentId} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <VersionTitle version={version} shown={version.documentId === document.documentId} />
                  {version.outdated ? (
                    <Badge variant="light" color="gray">
                      Superata
                    </Badge>
                  ) : (
                    <Badge variant="light" color="blue">
                      In vigore
                    </Badge>
                  )}
                  <ValidityBadge validity={version.validity} />
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Pubblicata {formatDateAfter('il', version.creationDate)}
                  {version.publishedBy ? ` da ${version.publishedBy}` : ''} · {version.filename} (
                  {formatBytes(version.sizeBytes)})
                </Text>
                <Text size="xs" c="dimmed">
                  {validitySentence(version.validUntil, today)}
                </Text>
              </Stack>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={`Scarica la versione ${version.version}`}
                loading={download.isPending && download.variables.documentId === version.documentId}
                onClick={() => download.mutate(version)}
              >
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
