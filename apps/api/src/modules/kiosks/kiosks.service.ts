import type {
  Kiosk,
  KioskAlertSettings,
  KioskAlertSettingsInput,
  KioskList,
  KioskRoomOptions,
  KioskWithKey,
  NewKiosk,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { alertSettingsOf } from './kiosk-alerts.ts';
import { issueKey } from '../../plugins/tokens.ts';
import type { KiosksRepository } from './kiosks.repository.ts';

/** A kiosk's key: «ck_» and 256 random bits (plugins/tokens.ts). */
const kioskKeyTag = 'ck';

/** Staff (survey) manage the kiosks: install, replace a key, revoke, and the sites' alert settings. */
export function createKiosksService(repository: KiosksRepository) {
  const kioskOrFail = async (kioskId: number): Promise<Kiosk> => {
    const kiosk = await repository.findKiosk(kioskId);
    if (!kiosk) throw new AppError('KIOSK_NOT_FOUND');
    return kiosk;
  };
  const siteOrFail = async (siteCode: string) => {
    const site = await repository.findSite(siteCode);
    if (!site) throw new AppError('SITE_NOT_FOUND');
    return site;
  };

  async function settingsOf(siteCode: string): Promise<KioskAlertSettings> {
    const { settings, isDefault } = await alertSettingsOf(repository, siteCode);
    return { siteCode, ...settings, isDefault, recentAlerts: await repository.findRecentAlerts(siteCode) };
  }

  return {
    async list(siteCode: string | undefined): Promise<KioskList> {
      return { kiosks: await repository.listKiosks(siteCode) };
    },

    async create(auth: AuthContext, input: NewKiosk): Promise<KioskWithKey> {
      await siteOrFail(input.siteCode);
      const roomId = input.roomId ?? null;
      if (roomId !== null && !(await repository.roomBelongsToSite(roomId, input.siteCode)))
        throw new AppError('KIOSK_NOT_VALID', {
          fields: [{ path: 'roomId', message: 'Il locale non è dell’ubicazione' }],
        });
      const { key, keyHash, keyPrefix } = issueKey(kioskKeyTag);
      const id = await repository.insertKiosk({
        siteCode: input.siteCode,
        roomId,
        name: input.name,
        keyHash,
        keyPrefix,
        createdByUserId: auth.impersonatorUserId ?? auth.userId,
      });
      return { kiosk: await kioskOrFail(id), key };
    },

    async replaceKey(kioskId: number): Promise<KioskWithKey> {
      const { key, keyHash, keyPrefix } = issueKey(kioskKeyTag);
      if (!(await repository.replaceKey(kioskId, { keyHash, keyPrefix })))
        throw new AppError('KIOSK_NOT_FOUND');
      return { kiosk: await kioskOrFail(kioskId), key };
    },

    async revoke(kioskId: number): Promise<Kiosk> {
      if (!(await repository.revoke(kioskId))) throw new AppError('KIOSK_NOT_FOUND');
      return kioskOrFail(kioskId);
    },

    async rooms(siteCode: string): Promise<KioskRoomOptions> {
      await siteOrFail(siteCode);
      return { rooms: await repository.findRoomOptions(siteCode) };
    },

    async alertSettings(siteCode: string): Promise<KioskAlertSettings> {
      await siteOrFail(siteCode);
      return settingsOf(siteCode);
    },

    async saveAlertSettings(
      auth: AuthContext,
      siteCode: string,
      input: KioskAlertSettingsInput,
    ): Promise<KioskAlertSettings> {
      await siteOrFail(siteCode);
      await repository.saveAlertSettings(siteCode, input, auth.impersonatorUserId ?? auth.userId);
      return settingsOf(siteCode);
    },
  };
}
