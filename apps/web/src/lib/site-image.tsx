import { Center, Image, type MantineRadius } from '@mantine/core';
import { siteImageContract } from '@portale/shared';
import { IconBuilding } from '@tabler/icons-react';
import { useApiImageUrl } from './use-api-image.ts';

type SiteImageProps = {
  siteCode: string;
  /** The image URL of the site list or detail (…/site/{siteCode}/image/{documentId}), or null. */
  imageUrl: string | null;
  /** What the photo shows, for screen readers. */
  alt: string;
  width?: number | string;
  height: number;
  radius?: MantineRadius;
};

/** The document id at the end of a site's image URL. */
export function siteImageDocumentId(imageUrl: string | null): string | null {
  return imageUrl?.split('/').filter(Boolean).at(-1) ?? null;
}

/**
 * A site's photo, loaded with the user's token; a neutral placeholder when the site has none, while it
 * loads or when it cannot be loaded.
 */
export function SiteImage({
  siteCode,
  imageUrl,
  alt,
  width = '100%',
  height,
  radius = 'sm',
}: SiteImageProps) {
  const documentId = siteImageDocumentId(imageUrl);
  const src = useApiImageUrl(siteImageContract, documentId ? { siteCode, documentId } : null);
  // A fixed size that never shrinks in a row of text: every thumbnail of a list is the same.
  const fixed = { flex: 'none' } as const;
  if (src)
    return (
      <Image
        src={src}
        alt={alt}
        w={width}
        h={height}
        fit="cover"
        radius={radius}
        style={fixed}
        data-site-image
      />
    );
  return (
    <Center
      data-site-image
      w={width}
      h={height}
      bg="gray.1"
      c="gray.5"
      style={{ ...fixed, borderRadius: `var(--mantine-radius-${radius})` }}
    >
      <IconBuilding size={Math.min(40, height / 2)} stroke={1.5} aria-hidden />
    </Center>
  );
}
