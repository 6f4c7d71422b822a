/**
 * The words that come before a date in the portal's Italian ('dal 03/07/2025', 'fino al …', 'creato il …'),
 * as written at the start of a sentence or inside it.
 */
export type DatePreposition =
  | 'il'
  | 'Il'
  | 'dal'
  | 'Dal'
  | 'al'
  | 'Al'
  | 'del'
  | 'Del'
  | 'nel'
  | 'Nel'
  | 'sul'
  | 'Sul'
  | 'fino al'
  | 'Fino al';

/** Each article before a vowel: 'il' becomes 'l’', 'dal' becomes 'dall’', and so on. */
const elisions: Record<string, string> = {
  il: 'l’',
  dal: 'dall’',
  al: 'all’',
  del: 'dell’',
  nel: 'nell’',
  sul: 'sull’',
};

/**
 * A date after its preposition, elided as Italians read the day aloud: 'dall’08/07/2025' (otto),
 * 'all’11/07/2025' (undici), but 'dal 01/07/2025' (primo), 'al 18/07/2025' (diciotto). Only 8 and 11 begin
 * with a vowel among the days of a month. `date` starts with its day ('DD/MM/YYYY', or with the time after).
 */
export function datePhrase(preposition: DatePreposition, date: string): string {
  const day = Number.parseInt(date, 10);
  if (day !== 8 && day !== 11) return `${preposition} ${date}`;
  const words = preposition.split(' ');
  const article = words.pop() ?? '';
  const capital = article !== article.toLowerCase();
  const elided = elisions[article.toLowerCase()] ?? `${article} `;
  const written = capital ? elided.charAt(0).toUpperCase() + elided.slice(1) : elided;
  return [...words, `${written}${date}`].join(' ');
}
