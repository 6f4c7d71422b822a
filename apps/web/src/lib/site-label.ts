import type { AutocompleteItem } from '@portale/shared';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the city is worth adding after the site's name: given, and not already a word of the name. */
export function cityAddsToName(siteName: string, city: string | null | undefined): city is string {
  if (!city?.trim()) return false;
  return !new RegExp(`(^|[^\\p{L}])${escapeRegExp(city.trim())}($|[^\\p{L}])`, 'iu').test(siteName);
}

/**
 * A site with its city, 'Padiglione A – Milano', saying the city once when the name already holds it:
 * 'Sede legale – Varese', never 'Sede legale – Varese – Varese'.
 */
export const siteWithCity = (siteName: string, city: string | null | undefined): string =>
  cityAddsToName(siteName, city) ? `${siteName} – ${city}` : siteName;

/** «UB000005 – Blocco operatorio – Padiglione D», as the site pickers word a site. */
export const siteCodeAndName = (siteCode: string, siteName: string): string => `${siteCode} – ${siteName}`;

/**
 * A site picker's option from the API's autocomplete, whose words already hold the code («UB000006 –
 * Padiglione A»): the code is said once.
 */
export const siteOptionOf = (site: Pick<AutocompleteItem, 'id' | 'value'>) => ({
  value: site.id,
  label: site.value,
});
