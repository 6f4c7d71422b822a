export type Segment = 'Sanità' | 'Scuole' | 'Uffici' | 'Trasporti';

/** Job order descriptions by operating segment. */
export const jobOrderDescriptions: Record<Segment, readonly string[]> = {
  Sanità: [
    'Servizi di pulizia e sanificazione in ambito ospedaliero',
    'Sanificazione ambienti sanitari e aree critiche',
    'Pulizia sale operatorie e terapie intensive',
    'Servizi integrati di igiene ambientale dei presidi territoriali',
    'Raccolta e trasporto interno dei rifiuti sanitari',
  ],
  Scuole: [
    'Servizi di pulizia e ausiliariato negli istituti scolastici',
    'Pulizia e sanificazione dei plessi scolastici',
    'Servizio di pulizia di palestre e refettori',
  ],
  Uffici: [
    'Servizi di pulizia di uffici e sedi amministrative',
    'Pulizia ordinaria e straordinaria delle filiali',
    'Servizio di portierato e pulizia delle sedi',
    'Facility management delle sedi direzionali',
  ],
  Trasporti: [
    'Pulizia di stazioni, fermate e biglietterie',
    'Pulizia e sanificazione di mezzi e depositi',
    'Servizi di pulizia di terminal e aree passeggeri',
  ],
};

/** Job orders outside the operating segments. */
export const unsegmentedDescriptions: readonly string[] = [
  'Manutenzione del verde e delle aree esterne',
  'Disinfestazione e derattizzazione',
  'Pulizia delle vetrate in quota',
  'Sgombero neve e trattamento antighiaccio',
  'Facchinaggio e traslochi interni',
];

export const siteNotes: readonly string[] = [
  'Accesso dal cancello carraio; citofonare alla portineria.',
  'Chiavi disponibili presso la portineria centrale dalle 5:30.',
  'Reparto ad accesso controllato: ritirare il badge in portineria.',
  'Parcheggio per i mezzi dell’impresa nel cortile interno.',
  'Conferire i rifiuti speciali entro le 12:00 nel deposito temporaneo.',
  'Servizio ridotto nel mese di agosto, come da calendario concordato.',
  'Referente in loco: ufficio economato, interno 2345.',
  'Prodotti e attrezzature custoditi nel locale tecnico al piano terra.',
  'Non utilizzare prodotti a base di cloro sui pavimenti in resina.',
];

/** Service hours: start and end, 'HH:MM'. */
export const serviceHours: readonly (readonly [string, string])[] = [
  ['06:00', '14:00'],
  ['05:30', '13:30'],
  ['07:00', '15:00'],
  ['14:00', '22:00'],
  ['18:00', '22:00'],
  ['06:00', '12:00'],
  ['13:00', '19:00'],
];

export const zones: readonly string[] = ['Nord', 'Sud', 'Est', 'Ovest', 'Centro'];
