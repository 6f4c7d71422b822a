import { allows, qualityAccess, type QualityControlPhoto } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AttachmentStore } from '../../plugins/attachment-store.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { UploadedFile } from '../../plugins/files.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { QualityControlsRepository } from './quality-controls.repository.ts';
import type { QualityPhotoRecord, QualityPhotosRepository } from './quality-photos.repository.ts';

/** What a phone's camera gives: the image kinds the uploads' rules know (attachment-rules.ts). */
const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif']);

export const toQualityPhoto = ({ roomId: _room, ...photo }: QualityPhotoRecord): QualityControlPhoto => ({
  ...photo,
  createdAt: photo.createdAt.toISOString(),
});

/**
 * Photos of a control's drawn rooms: staff with survey add and remove them while the control is in
 * progress (the file is read only once the control and the room are checked); either side reads them
 * with the control, within reach.
 */
export function createQualityPhotosService(deps: {
  controls: Pick<QualityControlsRepository, 'find' | 'findRooms'>;
  photos: QualityPhotosRepository;
  store: AttachmentStore;
}) {
  async function controlWithin(auth: AuthContext, controlId: number) {
    const control = await deps.controls.find(siteScopeOf(auth), controlId);
    if (!control) throw new AppError('QUALITY_CONTROL_NOT_FOUND');
    return control;
  }

  async function controlInProgress(auth: AuthContext, controlId: number) {
    const control = await controlWithin(auth, controlId);
    if (control.state !== 'in_progress') throw new AppError('QUALITY_CONTROL_COMPLETED');
    return control;
  }

  return {
    async upload(
      auth: AuthContext,
      controlId: number,
      roomId: number,
      readFile: () => Promise<UploadedFile>,
    ): Promise<QualityControlPhoto> {
      const control = await controlInProgress(auth, controlId);
      const drawn = await deps.controls.findRooms(control.id, control.controlDate);
      if (!drawn.some((room) => room.roomId === roomId))
        throw new AppError('QUALITY_CONTROL_NOT_VALID', {
          fields: [{ path: 'params.roomId', message: 'Il vano non è tra quelli estratti per il controllo.' }],
        });
      const file = await readFile();
      if (!imageExtensions.has(file.extension.toLowerCase()))
        throw new AppError('ATTACHMENT_EXTENSION_NOT_ALLOWED');
      const stored = await deps.store.store(file);
      const photo = await deps.photos.insert({
        controlId: control.id,
        roomId,
        storageKey: stored.storageKey,
        filename: stored.filename,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        uploadedByUserId: auth.userId,
      });
      return toQualityPhoto(photo);
    },

    async open(auth: AuthContext, controlId: number, photoId: string) {
      if (!allows(qualityAccess.rules.controls, auth)) throw new AppError('FORBIDDEN');
      const control = await controlWithin(auth, controlId);
      const photo = await deps.photos.find(control.id, photoId);
      const file = photo ? await deps.store.open(photo.storageKey) : null;
      if (!photo || !file) throw new AppError('ATTACHMENT_NOT_FOUND');
      return { ...file, contentType: photo.contentType, filename: photo.filename };
    },

    async remove(auth: AuthContext, controlId: number, photoId: string): Promise<null> {
      const control = await controlInProgress(auth, controlId);
      const storageKey = await deps.photos.delete(control.id, photoId);
      if (storageKey === null) throw new AppError('ATTACHMENT_NOT_FOUND');
      await deps.store.remove([storageKey]);
      return null;
    },
  };
}
