import type { Readable } from 'node:stream';
import { sitesAccess } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { isUuid } from '../../plugins/ids.ts';
import { detectImageType, imageExtensions, type FileStore, type UploadedFile } from '../../plugins/files.ts';
import type { SiteEditorRepository } from './site-editor.repository.ts';
import { siteImageUrl } from './site-mappers.ts';
import { assertSiteCode } from '../tenancy/index.ts';
import type { SitesService } from './sites.service.ts';

const notAnImage = () =>
  new AppError('SITE_INCORRECT_DATA', {
    fields: [{ path: 'file', message: 'Carica un’immagine JPEG, PNG o WebP' }],
  });

/**
 * The site image: staff upload it (an image by name and by content, within the size limit); anyone who
 * may open the site downloads it.
 */
export function createSiteImageService(deps: {
  editor: SiteEditorRepository;
  sites: SitesService;
  files: FileStore;
  allowedExtensions: readonly string[];
}) {
  const extensions = imageExtensions.filter((extension) => deps.allowedExtensions.includes(extension));

  return {
    async attachImage(auth: AuthContext, siteCode: string, file: UploadedFile) {
      const site = await deps.editor.findSiteForEditing(assertSiteCode(siteCode, 'querystring.siteCode'));
      if (!site) throw new AppError('SITE_NOT_FOUND');
      if (!(extensions as readonly string[]).includes(file.extension)) throw notAnImage();
      const type = detectImageType(file.bytes);
      if (!type) throw notAnImage();
      const storageKey = await deps.files.save(file.bytes, type.extension);
      const documentId = await deps.editor.attachImage(
        site,
        {
          title: `Immagine dell'ubicazione ${site.siteCode}`,
          filename: `${site.siteCode.toLowerCase()}.${type.extension}`,
          contentType: type.contentType,
          sizeBytes: file.bytes.length,
          storageKey,
        },
        auth.userId,
      );
      return { documentId, url: siteImageUrl(site.siteCode, documentId) ?? '' };
    },

    async openImage(
      auth: AuthContext,
      siteCode: string,
      documentId: string,
    ): Promise<{ stream: Readable; sizeBytes: number; contentType: string; filename: string }> {
      await deps.sites.findVisibleSite(auth, siteCode, sitesAccess.rules.detail);
      if (!isUuid(documentId)) throw new AppError('SITE_IMAGE_NOT_FOUND');
      const image = await deps.editor.findSiteImage(siteCode, documentId);
      const file = image ? await deps.files.open(image.storageKey) : null;
      if (!image || !file) throw new AppError('SITE_IMAGE_NOT_FOUND');
      return { ...file, contentType: image.contentType, filename: image.filename };
    },
  };
}

export type SiteImageService = ReturnType<typeof createSiteImageService>;
