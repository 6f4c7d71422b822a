import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stableUuid } from './entity-random.ts';

/** Background and figure colours of the drawn portraits, a pair for each person by their number. */
const palettes: readonly (readonly [string, string])[] = [
  ['#d8e6f3', '#3a5a80'],
  ['#f3e2d3', '#8a5a36'],
  ['#dcefe3', '#2f6b4f'],
  ['#efe0ef', '#6d3f73'],
  ['#f5ecc9', '#7a6420'],
  ['#e0e4ea', '#46505e'],
  ['#f6dcdc', '#8c3b3b'],
  ['#d9f0f0', '#2b6a6c'],
  ['#e7e3f6', '#4b4386'],
  ['#ebeedb', '#5b6628'],
];

export const portraitContentType = 'image/svg+xml';

/** Where a person's portrait is kept in the file store. */
export const portraitStorageKey = (employeeCode: string) =>
  `demo/${stableUuid('employee-photo', employeeCode)}.svg`;

/** Where one of the provider's people's portrait is kept in the file store. */
export const contactPortraitStorageKey = (contactId: number) =>
  `demo/${stableUuid('contact-photo', String(contactId))}.svg`;

/**
 * A portrait placeholder, never a real face: a head and shoulders in one colour on a background of
 * another, the pair and the head's size chosen by the person's number. Plain shapes only: no text, no
 * script, nothing fetched from elsewhere.
 */
export function renderEmployeePortrait(index: number): string {
  const [background, figure] = palettes[index % palettes.length]!;
  const head = 40 + ((index * 7) % 9);
  const shoulders = 74 + ((index * 5) % 13);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
    `<rect width="240" height="240" fill="${background}"/>` +
    `<circle cx="120" cy="${150 - head - 26}" r="${head}" fill="${figure}"/>` +
    `<path d="M${120 - shoulders} 240 C${120 - shoulders} 180 ${120 - shoulders / 2} 152 120 152 ` +
    `C${120 + shoulders / 2} 152 ${120 + shoulders} 180 ${120 + shoulders} 240 Z" fill="${figure}"/>` +
    '</svg>\n'
  );
}

/** How many files are written at once: enough to keep the disk busy, few enough for the open-file limit. */
const parallelWrites = 64;

/** Writes each demo portrait (of the people on the sites, of the provider's people) at its storage key. */
export async function writeDemoPortraits(
  filesRoot: string,
  rows: readonly { id: number; photoStorageKey: string | null }[],
) {
  const withPhoto = rows.filter((row) => row.photoStorageKey !== null);
  const folders = new Set(withPhoto.map((row) => path.dirname(path.join(filesRoot, row.photoStorageKey!))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < withPhoto.length; start += parallelWrites) {
    await Promise.all(
      withPhoto
        .slice(start, start + parallelWrites)
        .map((row) => writeFile(path.join(filesRoot, row.photoStorageKey!), renderEmployeePortrait(row.id))),
    );
  }
}
