import type { ServiceFrequency } from '@portale/shared';
import type { Segment } from './activities.ts';

export type ServiceTemplate = { name: string; frequency: ServiceFrequency };

/** The daily service every site has, by the segment of its job order. */
export const dailyServices: Record<Segment | 'none', ServiceTemplate> = {
  Sanità: { name: 'Sanificazione giornaliera di reparti e ambulatori', frequency: 'daily' },
  Scuole: { name: 'Pulizia giornaliera di aule e corridoi', frequency: 'daily' },
  Uffici: { name: 'Pulizia giornaliera di uffici e postazioni', frequency: 'daily' },
  Trasporti: { name: 'Pulizia giornaliera di atri, banchine e pensiline', frequency: 'daily' },
  none: { name: 'Pulizia ordinaria delle aree di servizio', frequency: 'ordinary' },
};

/** Further services a site may have. */
export const otherServices: readonly ServiceTemplate[] = [
  { name: 'Sanificazione dei servizi igienici', frequency: 'weekly' },
  { name: 'Svuotamento dei cestini e raccolta differenziata', frequency: 'ordinary' },
  { name: 'Pulizia dei vetri interni ed esterni', frequency: 'monthly' },
  { name: 'Lavaggio e ceratura dei pavimenti', frequency: 'periodic' },
  { name: 'Pulizia a fondo annuale', frequency: 'yearly' },
  { name: 'Disinfestazione e derattizzazione', frequency: 'scheduled' },
  { name: 'Spolveratura di arredi e superfici alte', frequency: 'weekly' },
  { name: 'Pulizia di tende e tendaggi', frequency: 'yearly' },
  { name: 'Interventi straordinari su richiesta', frequency: 'extraordinary' },
  { name: 'Lavaggio delle aree esterne e dei cortili', frequency: 'monthly' },
];

export const segmentServices: Partial<Record<Segment, readonly ServiceTemplate[]>> = {
  Sanità: [
    { name: 'Sanificazione delle aree critiche', frequency: 'daily' },
    { name: 'Raccolta e trasporto interno dei rifiuti sanitari', frequency: 'daily' },
    { name: 'Pulizia terminale dopo la dimissione', frequency: 'extraordinary' },
  ],
  Scuole: [{ name: 'Pulizia di palestre e refettori', frequency: 'daily' }],
  Trasporti: [{ name: 'Rimozione di graffiti', frequency: 'scheduled' }],
};

/** Monthly fee ranges in euro, by segment: on-duty sites sit at the top of theirs. */
export const monthlyFeeRanges: Record<Segment | 'none', readonly [number, number]> = {
  Sanità: [3_500, 22_000],
  Scuole: [1_200, 6_500],
  Uffici: [700, 5_500],
  Trasporti: [2_000, 12_000],
  none: [400, 3_000],
};
