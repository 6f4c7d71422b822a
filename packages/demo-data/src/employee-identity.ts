import { providerCompanyName } from './accounts.ts';
import type { Random } from './random.ts';
import { surnames } from './sources/people.ts';
import { streets } from './sources/streets.ts';

const words = (list: string): readonly string[] => list.split(' ');

/** The demo's workers: Italian names of both genders, as the cleaning trade employs more women. */
export const femaleFirstNames: readonly string[] = words(
  'Giulia Francesca Chiara Sara Elena Valentina Federica Martina Laura Silvia Anna Elisa Paola Cristina Alessia Giovanna Serena Monica Barbara Roberta Claudia Ilaria Marta Rosaria Lucia Teresa Irene Maria Rosa Antonella Patrizia Daniela Carmela Angela Giuseppina Nadia Loredana Simona',
);
export const maleFirstNames: readonly string[] = words(
  'Marco Alessandro Luca Matteo Andrea Davide Stefano Simone Paolo Giorgio Roberto Fabio Massimo Riccardo Lorenzo Antonio Giuseppe Francesco Daniele Nicola Michele Filippo Pietro Vincenzo Salvatore Gabriele Enrico Mario Luigi Giovanni Carmine Domenico Raffaele Alberto Claudio Sergio Angelo',
);
export { surnames as employeeSurnames };

export type Gender = 'F' | 'M';

/** What the contracts call the demo's workers (the cleaning services' national contract's words). */
export const qualifications = {
  cleaner: { F: 'Operatrice di pulizia', M: 'Operatore di pulizia' },
  sanitiser: { F: 'Operatrice di sanificazione', M: 'Operatore di sanificazione' },
  teamLeader: { F: 'Capo squadra', M: 'Capo squadra' },
  maintenance: { F: 'Addetta alla manutenzione', M: 'Addetto alla manutenzione' },
  wardrobe: { F: 'Addetta al guardaroba', M: 'Addetto al guardaroba' },
} as const satisfies Record<string, Record<Gender, string>>;

export const qualificationNames: readonly string[] = [
  ...new Set(Object.values(qualifications).flatMap((names) => [names.F, names.M])),
];

/** A worker's qualification: a team leader heads a site of three or four; hospitals also sanitise. */
export function pickQualification(random: Random, gender: Gender, leader: boolean, health: boolean) {
  if (leader) return qualifications.teamLeader[gender];
  const draw = random.next();
  const kind =
    draw < (health ? 0.6 : 0.78)
      ? 'cleaner'
      : draw < 0.88
        ? health
          ? 'sanitiser'
          : 'maintenance'
        : draw < 0.94
          ? 'maintenance'
          : health
            ? 'wardrobe'
            : 'cleaner';
  return qualifications[kind][gender];
}

/** Employers: mostly the provider, some a cooperative of its group or a subcontractor. */
export const demoEmployers = [
  providerCompanyName,
  'Cooperativa Sole Nuovo',
  'Multiservizi Adriatica S.r.l.',
] as const;

export function pickEmployer(random: Random): string {
  const draw = random.next();
  return draw < 0.76 ? demoEmployers[0] : draw < 0.9 ? demoEmployers[1] : demoEmployers[2];
}

/** Municipalities' cadastral codes (codice Belfiore), for the birthplace in a tax code. */
const birthplaceCodes = words(
  'F205 F205 F205 H501 F839 L219 G273 A662 A794 B157 C933 C351 A944 D612 D969 E506 D643 H224 H703 B354 F704 L682 G388 D150 E507 I690',
);

const monthLetters = 'ABCDEHLMPRST';
const oddValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

const lettersOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
const consonantsOf = (text: string) => lettersOf(text).replace(/[AEIOU]/g, '');
const vowelsOf = (text: string) => lettersOf(text).replace(/[^AEIOU]/g, '');
const threeLetters = (letters: string) => `${letters}XXX`.slice(0, 3);

/** The check character of a tax code's first fifteen characters (DM 12/03/1974). */
function checkCharacter(first15: string): string {
  let sum = 0;
  [...first15].forEach((char, index) => {
    const digit = /\d/.test(char);
    const value = digit ? Number(char) : char.charCodeAt(0) - 65;
    // Positions 1, 3, 5… (odd, counted from 1) use the table; the even ones their plain value.
    sum += index % 2 === 0 ? (oddValues[value] ?? 0) : value;
  });
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * An Italian tax code (codice fiscale) computed as the Agenzia delle Entrate does from the name, birth
 * and birthplace: a plausible one, of nobody real.
 */
export function taxCodeOf(person: {
  firstName: string;
  lastName: string;
  gender: Gender;
  birth: { year: number; month: number; day: number };
  birthplace: string;
}): string {
  const surname = threeLetters(consonantsOf(person.lastName) + vowelsOf(person.lastName));
  const nameConsonants = consonantsOf(person.firstName);
  const name =
    nameConsonants.length >= 4
      ? `${nameConsonants[0]}${nameConsonants[2]}${nameConsonants[3]}`
      : threeLetters(nameConsonants + vowelsOf(person.firstName));
  const { year, month, day } = person.birth;
  const first15 =
    `${surname}${name}${String(year % 100).padStart(2, '0')}${monthLetters[month - 1]}` +
    `${String(day + (person.gender === 'F' ? 40 : 0)).padStart(2, '0')}${person.birthplace}`;
  return `${first15}${checkCharacter(first15)}`;
}

const mobilePrefixes = [
  '320',
  '328',
  '329',
  '333',
  '334',
  '338',
  '340',
  '345',
  '347',
  '348',
  '349',
  '351',
  '366',
  '389',
  '392',
];

/** A worker: name, gender, tax code, a mobile number and an address near the site they work on. */
export function drawPerson(
  random: Random,
  today: string,
  home: { cap: string; city: string; province: string },
) {
  const gender: Gender = random.chance(0.62) ? 'F' : 'M';
  const firstName = random.pick(gender === 'F' ? femaleFirstNames : maleFirstNames);
  const lastName = random.pick(surnames);
  const birth = {
    year: Number(today.slice(0, 4)) - random.int(20, 63),
    month: random.int(1, 12),
    day: random.int(1, 28),
  };
  const taxCode = taxCodeOf({ firstName, lastName, gender, birth, birthplace: random.pick(birthplaceCodes) });
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  const phone = `${random.pick(mobilePrefixes)} ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const address = `${random.pick(streets)}, ${random.int(1, 160)} – ${home.cap} ${home.city} (${home.province})`;
  return { gender, firstName, lastName, taxCode, phone, address };
}
