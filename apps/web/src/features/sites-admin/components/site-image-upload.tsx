import { Alert, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SiteDetail } from '@portale/shared';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptedImageTypes, imageUploadProblem, megabytes } from '../../../lib/image-upload-check.ts';
import { SiteImage } from '../../../lib/site-image.tsx';
import { useAttachSiteImage } from '../api/attach-site-image.ts';
import { useUploadRules } from '../../../lib/api/upload-rules.ts';
import { siteEditorErrorMessage } from '../site-editor-errors.ts';

/** The site's photo that customers see: JPEG, PNG or WebP within the upload limit, checked before sending. */
export function SiteImageUpload({ site }: { site: SiteDetail }) {
  const rules = useUploadRules();
  const attach = useAttachSiteImage(site.siteCode);
  const [problem, setProblem] = useState<string | null>(null);
  const maxBytes = rules.data?.maxBytes;

  const upload = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const refused = imageUploadProblem(file, maxBytes);
    if (refused) {
      setProblem(refused);
      return;
    }
    attach.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Foto caricata',
          message: 'I clienti vedranno la nuova foto.',
        }),
      onError: (error) => setProblem(siteEditorErrorMessage(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="site-image-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="site-image-title">
          Foto dell’ubicazione
        </Title>
        <SiteImage
          siteCode={site.siteCode}
          imageUrl={site.image}
          alt={`Foto di ${site.siteName}`}
          height={160}
          radius="md"
        />
        <Group gap="sm">
          <FileButton onChange={upload} accept={acceptedImageTypes.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={attach.isPending}
              >
                {site.image ? 'Sostituisci la foto' : 'Carica una foto'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPEG, PNG o WebP{maxBytes !== undefined ? `, al massimo ${megabytes(maxBytes)}` : ''}.
          </Text>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert" title="Foto non caricata">
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
