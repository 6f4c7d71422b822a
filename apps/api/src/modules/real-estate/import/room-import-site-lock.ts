import { AppError } from '../../../plugins/app-error.ts';

export const importRunningMessage =
  'È già in corso un’importazione dei locali di questa ubicazione: attendi che finisca e riprova';

/**
 * The sites whose rooms this API instance is importing: one import at a time for each site, as two
 * would read, stage and apply their files side by side; a second one is refused at once with 409 and
 * an Italian reason, not queued. It holds within one instance, as an import runs in the instance that
 * received it.
 */
export function createSiteImportLock() {
  const running = new Set<string>();
  return {
    /** Takes the site for one import, or refuses; the returned function gives it back. */
    claim(siteCode: string): () => void {
      if (running.has(siteCode)) {
        throw new AppError('SITE_IMPORT_RUNNING', {
          fields: [{ path: 'siteCode', message: importRunningMessage }],
        });
      }
      running.add(siteCode);
      return () => running.delete(siteCode);
    },
  };
}
