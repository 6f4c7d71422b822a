import type { Random } from './random.ts';
import type { AtiGroupRow } from './rows.ts';

/** Feminine plural adjectives of the regions, as in "ATI Pulizie Lombarde". */
const regionAdjectives: Record<string, string> = {
  Lombardia: 'Lombarde',
  Piemonte: 'Piemontesi',
  Liguria: 'Liguri',
  Veneto: 'Venete',
  'Trentino-Alto Adige': 'Trentine',
  'Friuli-Venezia Giulia': 'Friulane',
  'Emilia-Romagna': 'Emiliane',
  Toscana: 'Toscane',
  Umbria: 'Umbre',
  Marche: 'Marchigiane',
  Lazio: 'Laziali',
  Abruzzo: 'Abruzzesi',
  Molise: 'Molisane',
  Campania: 'Campane',
  Puglia: 'Pugliesi',
  Basilicata: 'Lucane',
  Calabria: 'Calabresi',
  Sicilia: 'Siciliane',
  Sardegna: 'Sarde',
};

const logoColours = ['#1f6f5c', '#2458a6', '#8a3b12', '#6b3fa0', '#0f766e', '#b42318', '#4d5b1f', '#374151'];

/** A square badge with the group's initials, as an SVG data URL. */
export function atiLogo(initials: string, colour: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    '<path d="M8 50 L32 14 L56 50 Z" fill="#ffffff" fill-opacity="0.18"/>' +
    '<text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" ' +
    `fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** "RTI Servizi Integrati Toscana" -> "SI": the first letters of the first two capitalised words. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .slice(1)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

/** Further ATI groups for larger scales, numbered after `firstId`. */
export function extraAtiGroups(
  rng: Random,
  count: number,
  firstId: number,
  taken: Set<string>,
): AtiGroupRow[] {
  const regions = Object.keys(regionAdjectives);
  return Array.from({ length: count }, (_, index) => {
    let name = '';
    for (let attempt = 0; attempt === 0 || taken.has(name); attempt++) {
      const region = rng.pick(regions);
      const base = rng.pick([
        `ATI Pulizie ${regionAdjectives[region] ?? region}`,
        `RTI Servizi Integrati ${region}`,
        `ATI Igiene Ambientale ${region}`,
        `ATI Facility ${region}`,
      ]);
      name = attempt < 10 ? base : `${base} ${attempt}`;
    }
    taken.add(name);
    return { id: firstId + index, name, logo: atiLogo(initialsOf(name), rng.pick(logoColours)) };
  });
}
