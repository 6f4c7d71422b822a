/** What the address /economics/{year?}/{task?}/{site?} chooses; each part may be missing. */
export type EconomicsPath = { year?: number; task?: string; site?: string };

const yearPattern = /^\d{4}$/;
const sitePattern = /^UB\d{6}$/;

/**
 * The splat after /economics/, read by the form of each part, in the order year, job order, site, so
 * that any of them may be left out: «2026», «2026/C-0001», «C-0001/UB000012», «UB000012». A part that
 * fits no place left (a second year, text after the site) is ignored.
 */
export function parseEconomicsPath(splat: string | undefined): EconomicsPath {
  const parts = (splat ?? '')
    .split('/')
    .map((part) => safeDecode(part.trim()))
    .filter(Boolean);
  const path: EconomicsPath = {};
  let place = 0;
  for (const part of parts) {
    if (place === 0 && yearPattern.test(part)) {
      path.year = Number(part);
      place = 1;
    } else if (place <= 1 && !sitePattern.test(part) && !yearPattern.test(part)) {
      path.task = part;
      place = 2;
    } else if (place <= 2 && sitePattern.test(part)) {
      path.site = part;
      place = 3;
    }
  }
  return path;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The splat of a choice, its parts in order and only those chosen ('' for none). */
export function economicsSplat(path: EconomicsPath): string {
  return [path.year === undefined ? undefined : String(path.year), path.task, path.site]
    .filter((part): part is string => Boolean(part))
    .join('/');
}
