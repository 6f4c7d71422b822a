import type { AtiManager } from '@portale/shared';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The managers matching every word of the search, in their name, company, role or sites. */
export function filterAtiManagers(managers: readonly AtiManager[], search: string): AtiManager[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...managers];
  return managers.filter((manager) => {
    const text = normalise(
      [
        manager.name,
        manager.surname,
        manager.companyName,
        manager.role,
        ...manager.sites.flatMap((site) => [site.siteName, site.siteCode, site.city]),
      ].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
