import { Card, Stack, Title } from '@mantine/core';
import type { SiteDetail } from '@portale/shared';
import { PhotoUpload } from '../../../lib/photo-upload.tsx';
import { SiteImage } from '../../../lib/site-image.tsx';
import { useAttachSiteImage } from '../api/attach-site-image.ts';
import { siteEditorErrorMessage } from '../site-editor-errors.ts';

/** The site's photo that customers see: JPEG, PNG or WebP within the upload limit, checked before sending. */
export function SiteImageUpload({ site }: { site: SiteDetail }) {
  const attach = useAttachSiteImage(site.siteCode);
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
        <PhotoUpload
          save={attach}
          hasPhoto={site.image !== null}
          savedMessage="I clienti vedranno la nuova foto."
          errorMessage={siteEditorErrorMessage}
        />
      </Stack>
    </Card>
  );
}
