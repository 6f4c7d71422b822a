/** The patron saint's day ('MM-DD') of the demo's larger cities, a holiday for the sites there. */
const patronSaintDays: Record<string, string> = {
  Milano: '12-07',
  Roma: '06-29',
  Torino: '06-24',
  Genova: '06-24',
  Firenze: '06-24',
  Napoli: '09-19',
  Bologna: '10-04',
  Bari: '12-06',
  Palermo: '07-15',
  Venezia: '04-25',
};

export const patronSaintDayOf = (city: string): string | null => patronSaintDays[city] ?? null;
