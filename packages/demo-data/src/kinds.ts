import type { Random } from './random.ts';
import type { City } from './sources/cities.ts';
import { zones, type Segment } from './sources/activities.ts';
import {
  kindergartenNames,
  notablePeople,
  saints,
  slug,
  surnames,
  universityDisciplines,
} from './sources/people.ts';
import { streets } from './sources/streets.ts';

/** What a site name may refer to: the customer's patron saint, the site's city. */
export type SiteNameContext = { rng: Random; city: City; patron: string };

type NameTemplate = (context: SiteNameContext) => string;

/** A kind of customer: how it is called, which segments its job orders have, how its sites are called. */
export type CustomerKind = {
  /** The customer's name and e-mail domain. */
  name: (rng: Random, home: City, patron: string) => { name: string; domain: string };
  /** Segments of its job orders; repeated entries weigh more; null is a job order with no segment. */
  segments: readonly (Segment | null)[];
  siteNames: (segment: Segment | null) => readonly NameTemplate[];
};

const letter = (rng: Random) => 'ABCDEFGH'.charAt(rng.int(0, 7));
const person = (rng: Random) => rng.pick(notablePeople);

const healthSites: readonly NameTemplate[] = [
  ({ rng, patron }) => `Presidio Ospedaliero ${patron} – Padiglione ${letter(rng)}`,
  ({ city }) => `Poliambulatorio di ${city.name}`,
  ({ city }) => `Casa della Comunità di ${city.name}`,
  ({ city }) => `Centro prelievi di ${city.name}`,
  ({ patron }) => `Pronto Soccorso – Presidio ${patron}`,
  ({ city }) => `Centro di Salute Mentale di ${city.name}`,
  ({ city }) => `Consultorio familiare di ${city.name}`,
  ({ rng }) => `Hospice ${rng.pick(saints)}`,
  ({ rng }) => `Laboratorio analisi – Padiglione ${letter(rng)}`,
  () => 'Sede direzionale',
  () => 'Magazzino economale',
  ({ city }) => `Centro vaccinale di ${city.name}`,
  ({ city }) => `Dipartimento di Prevenzione – ${city.name}`,
  ({ rng }) => `Residenza sanitaria assistenziale ${rng.pick(saints)}`,
];

const schoolSites: readonly NameTemplate[] = [
  ({ rng }) => `Scuola primaria ${person(rng)}`,
  ({ rng }) => `Scuola secondaria di primo grado ${person(rng)}`,
  ({ rng }) => `Scuola dell'infanzia ${rng.pick(kindergartenNames)}`,
  ({ rng }) => `Palestra della scuola ${person(rng)}`,
  ({ rng }) => `Liceo scientifico ${person(rng)}`,
  ({ rng }) => `Istituto tecnico ${person(rng)}`,
  ({ city }) => `Segreteria didattica – ${city.name}`,
  ({ rng }) => `Refettorio della scuola primaria ${person(rng)}`,
];

const universitySites: readonly NameTemplate[] = [
  () => 'Rettorato',
  ({ rng }) => `Dipartimento di ${rng.pick(universityDisciplines)}`,
  () => 'Aula magna',
  () => 'Biblioteca di ateneo',
  ({ rng }) => `Residenza universitaria ${person(rng)}`,
  ({ city }) => `Mensa universitaria di ${city.name}`,
  ({ rng }) => `Laboratori di ${rng.pick(universityDisciplines)}`,
  ({ rng }) => `Polo didattico ${person(rng)}`,
];

const municipalSites: readonly NameTemplate[] = [
  () => 'Palazzo municipale',
  ({ rng }) => `Biblioteca civica ${person(rng)}`,
  () => 'Ufficio anagrafe',
  () => 'Comando di Polizia locale',
  ({ rng }) => `Centro sportivo comunale ${rng.pick(zones)}`,
  ({ rng }) => `Asilo nido ${rng.pick(kindergartenNames)}`,
  () => 'Museo civico',
  () => 'Teatro comunale',
  ({ rng }) => `Centro anziani ${rng.pick(zones)}`,
  () => 'Magazzino comunale',
  ({ rng }) => `Ufficio tecnico – ${rng.pick(streets)}`,
];

const officeSites: readonly NameTemplate[] = [
  () => 'Sede direzionale',
  ({ city }) => `Filiale di ${city.name}`,
  ({ rng, city }) => `Filiale di ${city.name} – Agenzia ${rng.int(2, 60)}`,
  ({ city }) => `Centro servizi di ${city.name}`,
  () => 'Archivio centrale',
  ({ city }) => `Uffici amministrativi di ${city.name}`,
  () => 'Centro elaborazione dati',
  ({ city }) => `Sportello clienti di ${city.name}`,
];

const transportSites: readonly NameTemplate[] = [
  ({ city }) => `Stazione di ${city.name}`,
  ({ rng, city }) => `Deposito autobus ${city.name} ${rng.pick(zones)}`,
  ({ city }) => `Officina manutenzione di ${city.name}`,
  ({ city }) => `Biglietteria di ${city.name}`,
  () => 'Terminal passeggeri',
  () => 'Uffici di esercizio',
  ({ rng }) => `Parcheggio multipiano ${rng.pick(streets)}`,
];

const withoutCompanyForm = (name: string) => name.replace(/ (S\.p\.A\.|S\.r\.l\.)$/, '');

export const customerKinds: readonly CustomerKind[] = [
  {
    name: (_rng, home, patron) => ({
      name: `Azienda Ospedaliera ${patron} di ${home.name}`,
      domain: `ao-${slug(patron)}${slug(home.name)}.it`,
    }),
    segments: ['Sanità', 'Sanità', 'Sanità', 'Sanità', 'Sanità', null],
    siteNames: () => healthSites,
  },
  {
    name: (rng, home) => ({
      name: rng.pick([`ASL ${home.name}`, `Azienda Sanitaria Locale di ${home.name} ${rng.pick(zones)}`]),
      domain: `asl-${slug(home.name)}.it`,
    }),
    segments: ['Sanità', 'Sanità', 'Sanità', 'Uffici', 'Uffici', null],
    siteNames: (segment) => (segment === 'Uffici' ? officeSites : healthSites),
  },
  {
    name: (rng, home) => {
      const namesake = person(rng);
      return {
        name: `Istituto Comprensivo ${namesake} di ${home.name}`,
        domain: `ic${slug(namesake.split(' ').at(-1) ?? namesake)}${slug(home.name)}.edu.it`,
      };
    },
    segments: ['Scuole', 'Scuole', 'Scuole', 'Scuole', null],
    siteNames: () => schoolSites,
  },
  {
    name: (rng, home) =>
      rng.chance(0.7)
        ? { name: `Università degli Studi di ${home.name}`, domain: `uni${slug(home.name)}.it` }
        : { name: `Politecnico di ${home.name}`, domain: `poli${slug(home.name)}.it` },
    segments: ['Scuole', 'Scuole', 'Uffici', 'Uffici', null],
    siteNames: () => universitySites,
  },
  {
    name: (_rng, home) => ({ name: `Comune di ${home.name}`, domain: `comune.${slug(home.name)}.it` }),
    segments: ['Uffici', 'Uffici', 'Scuole', 'Scuole', null],
    siteNames: (segment) => (segment === 'Scuole' ? schoolSites : municipalSites),
  },
  {
    name: (rng, home) => {
      const name = rng.pick([
        `${rng.pick(surnames)} Assicurazioni S.p.A.`,
        `Banca Popolare di ${home.name}`,
        `Cassa di Risparmio di ${home.name}`,
        `Gruppo ${rng.pick(surnames)} S.p.A.`,
        `${rng.pick(surnames)} Logistica S.r.l.`,
        `Consorzio Agrario di ${home.name}`,
      ]);
      return { name, domain: `${slug(withoutCompanyForm(name))}.it` };
    },
    segments: ['Uffici', 'Uffici', 'Uffici', 'Uffici', null],
    siteNames: () => officeSites,
  },
  {
    name: (rng, home) => {
      const name = rng.pick([
        `Azienda Trasporti Pubblici di ${home.name}`,
        `Aeroporto di ${home.name} S.p.A.`,
        `Ferrovie Regionali ${home.region} S.p.A.`,
        `Autolinee ${rng.pick(surnames)} S.r.l.`,
      ]);
      return { name, domain: `${slug(withoutCompanyForm(name))}.it` };
    },
    segments: ['Trasporti', 'Trasporti', 'Trasporti', 'Uffici', null],
    siteNames: (segment) => (segment === 'Uffici' ? officeSites : transportSites),
  },
];
