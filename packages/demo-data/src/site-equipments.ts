import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { equipmentDocuments, equipmentLogEntries, equipmentQrCodes, siteEquipments } from '@portale/db';
import {
  equipmentDocumentKindLabels,
  equipmentStateLabels,
  type EquipmentCategory,
  type EquipmentDocumentKind,
  type EquipmentLogKind,
  type EquipmentState,
} from '@portale/shared';
import { addDays, daysBetween, maxDate, type IsoDate } from './dates.ts';
import { renderDemoDocumentPdf, type DemoDocument } from './demo-document-pdf.ts';
import { randomFor, stableUuid } from './entity-random.ts';
import { fixedCustomers } from './fixed.ts';
import type { Random } from './random.ts';
import type { DemoData } from './rows.ts';

export type SiteEquipmentRow = Required<typeof siteEquipments.$inferInsert>;
export type EquipmentQrCodeRow = Required<typeof equipmentQrCodes.$inferInsert>;
/** A document, with what its PDF says (not a column: left out on insert). */
export type EquipmentDocumentRow = Required<typeof equipmentDocuments.$inferInsert> & { description: string };
/** Log lines leave their id to the database: nothing references them. */
export type EquipmentLogEntryRow = Required<Omit<typeof equipmentLogEntries.$inferInsert, 'id'>>;
export type SiteEquipmentsData = {
  siteEquipments: SiteEquipmentRow[];
  equipmentQrCodes: EquipmentQrCodeRow[];
  equipmentDocuments: EquipmentDocumentRow[];
  equipmentLogEntries: EquipmentLogEntryRow[];
};

/**
 * The label of the demo's first piece of equipment (id 1, a scrubber-dryer in service with a safety data
 * sheet, on the first site of the first customer, which cliente.demo sees): its public page is
 * /site-equipments-anonymous/<this>. Fixed, for the end-to-end test and the guide; it looks like any
 * other code (22 base64url characters, 128 bits), but it is written here, so anyone can open it where
 * the demo data was loaded.
 */
export const demoEquipmentPublicId = 'YBMLt0YiFQIwNQOccfWnDw';
/** A label of the same site that was replaced by a new one: its page says only that. */
export const demoReplacedEquipmentPublicId = 'SnkaLUgfKggyUbzVFkgofg';

/** Published sites in service get equipment: all the fixed customers', half of the others'. */
const extraSiteShare = 0.5;

type WorkKind = Extract<EquipmentLogKind, 'ROUTINE' | 'REPAIR' | 'INSPECTION'>;
type Model = { brand: string; model: string; serial: string | null };
type Kind = {
  category: EquipmentCategory;
  name: string;
  models: readonly Model[];
  /** The rooms it stands in, by their name. */
  rooms: RegExp;
  /** A word on the place beside the room («sopra i lavabi»), now and then. */
  roomNotes: readonly string[];
  /** The whole place, on a site without a registry. */
  placeNotes: readonly string[];
  manual: boolean;
  ceDeclaration: boolean;
  /** The product whose safety data sheet it keeps, and how often it has one. */
  safetySheet?: { product: string; share: number };
  maintainers: readonly string[];
  /** How its log lines split between routine maintenance, repairs and inspections. */
  workShares: readonly [number, number, number];
  work: Record<WorkKind, readonly string[]>;
  faults: readonly string[];
  /** How often it is drawn on an indoor site (outdoor sites have their own kinds). */
  weight: number;
};

const machineRooms = /^deposito$|deposito materiale pulito|ripostiglio|magazzino/i;
const toiletRooms = /servizi igienici|bagno/i;
const machineRoomNotes = ['vicino alla presa per la ricarica', 'dietro la porta', 'accanto agli scaffali'];
const machinePlaces = [
  'Piano terra, locale tecnico',
  'Piano seminterrato, deposito del materiale di pulizia',
  'Piano terra, ripostiglio accanto agli spogliatoi',
];
const toiletPlaces = [
  'Piano terra, servizi igienici del pubblico',
  'Primo piano, servizi igienici del personale',
  'Piano terra, servizi igienici per disabili',
];
const electricalCheck = 'Verifica periodica della sicurezza elettrica (CEI EN 50699): esito positivo';
const cleaningMachineService = ['Lombarda Macchine Pulizia S.r.l.', 'Tecnopulizie Service S.r.l.'];
const dispenserService = ['Igiene Forniture Milano S.r.l.', 'Tecnopulizie Service S.r.l.'];

const kinds = {
  scrubber: {
    category: 'CLEANING_MACHINE',
    name: 'Lavasciuga pavimenti',
    models: [
      { brand: 'Nilfisk', model: 'SC500 53 B', serial: '4#######' },
      { brand: 'Nilfisk', model: 'SC450 53 E', serial: '4#######' },
      { brand: 'Kärcher', model: 'BR 40/25 C Bp', serial: '01####' },
      { brand: 'Kärcher', model: 'B 50 W Bp', serial: '01####' },
      { brand: 'Comac', model: 'Vispa 35 B', serial: 'C{yy}#####' },
      { brand: 'Comac', model: 'Innova 55 B', serial: 'C{yy}#####' },
      { brand: 'Fimap', model: 'Mmg', serial: 'FM{yyyy}####' },
      { brand: 'Fimap', model: 'Genie B', serial: 'FM{yyyy}####' },
    ],
    rooms: machineRooms,
    roomNotes: machineRoomNotes,
    placeNotes: machinePlaces,
    manual: true,
    ceDeclaration: true,
    safetySheet: { product: 'detergente per lavasciuga a bassa schiuma', share: 0.5 },
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.25, 0.15],
    work: {
      ROUTINE: [
        'Sostituzione delle lame del tergipavimento e pulizia del serbatoio di recupero',
        'Controllo delle batterie e del caricabatterie, pulizia dei filtri di aspirazione',
        'Sostituzione della spazzola a disco e controllo del pad driver',
        'Pulizia del filtro della soluzione e dei tubi, controllo delle guarnizioni',
      ],
      REPAIR: [
        'Sostituzione della pompa del detergente',
        'Riparazione del motore di aspirazione',
        'Sostituzione del tubo di aspirazione forato',
        'Sostituzione della scheda elettronica del pannello comandi',
      ],
      INSPECTION: [electricalCheck],
    },
    faults: [
      'lascia strisce d’acqua: tergipavimento da sostituire, ricambio ordinato',
      'non si ricarica: batterie da sostituire',
      'la spazzola non gira, in attesa del tecnico',
    ],
    weight: 3,
  },
  singleDisc: {
    category: 'CLEANING_MACHINE',
    name: 'Monospazzola',
    models: [
      { brand: 'Kärcher', model: 'BDS 43/180 C Adv', serial: '01####' },
      { brand: 'Taski', model: 'ergodisc 165', serial: '########' },
      { brand: 'Fimap', model: 'FM 43', serial: 'FM{yyyy}####' },
    ],
    rooms: machineRooms,
    roomNotes: machineRoomNotes,
    placeNotes: machinePlaces,
    manual: true,
    ceDeclaration: true,
    safetySheet: { product: 'decerante per pavimenti', share: 0.3 },
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.25, 0.15],
    work: {
      ROUTINE: [
        'Sostituzione del disco trascinatore e pulizia del serbatoio',
        'Controllo del cavo di alimentazione e del pressacavo',
        'Ingrassaggio del riduttore e controllo delle ruote',
      ],
      REPAIR: ['Sostituzione del condensatore di avviamento', 'Sostituzione del cavo di alimentazione'],
      INSPECTION: [electricalCheck],
    },
    faults: [
      'il motore si ferma dopo pochi minuti di lavoro',
      'il cavo di alimentazione è danneggiato e va sostituito',
    ],
    weight: 1.5,
  },
  vacuum: {
    category: 'VACUUM',
    name: 'Aspirapolvere',
    models: [
      { brand: 'Nilfisk', model: 'VP300 HEPA', serial: '4#######' },
      { brand: 'Kärcher', model: 'T 10/1 Adv', serial: '01####' },
      { brand: 'Numatic', model: 'Henry HVR 200', serial: 'NU#######' },
    ],
    rooms: machineRooms,
    roomNotes: machineRoomNotes,
    placeNotes: machinePlaces,
    manual: true,
    ceDeclaration: true,
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.2, 0.2],
    work: {
      ROUTINE: [
        'Sostituzione del sacco e del filtro HEPA',
        'Pulizia del filtro motore e controllo delle spazzole',
      ],
      REPAIR: ['Sostituzione dell’avvolgicavo', 'Sostituzione del tubo flessibile'],
      INSPECTION: [electricalCheck],
    },
    faults: ['aspira poco: filtro intasato, in attesa del ricambio'],
    weight: 1.5,
  },
  wetVacuum: {
    category: 'VACUUM',
    name: 'Aspiraliquidi',
    models: [
      { brand: 'Kärcher', model: 'NT 30/1 Tact L', serial: '01####' },
      { brand: 'Nilfisk', model: 'Aero 26-21 PC', serial: '4#######' },
      { brand: 'Numatic', model: 'WVD 570-2', serial: 'NU#######' },
    ],
    rooms: machineRooms,
    roomNotes: machineRoomNotes,
    placeNotes: machinePlaces,
    manual: true,
    ceDeclaration: true,
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.2, 0.2],
    work: {
      ROUTINE: [
        'Pulizia del filtro a cartuccia e controllo del galleggiante',
        'Sostituzione del filtro e delle guarnizioni del fusto',
      ],
      REPAIR: ['Sostituzione del motore di aspirazione', 'Sostituzione della ruota piroettante rotta'],
      INSPECTION: [electricalCheck],
    },
    faults: ['il galleggiante non chiude: perde acqua dal fusto'],
    weight: 1,
  },
  trolley: {
    category: 'TROLLEY',
    name: 'Carrello per le pulizie',
    models: [
      { brand: 'Filmop', model: 'Alpha', serial: null },
      { brand: 'TTS', model: 'Magic Line', serial: null },
      { brand: 'Vileda Professional', model: 'Origo 2', serial: null },
    ],
    rooms: /deposito materiale pulito|ripostiglio|deposito|magazzino/i,
    roomNotes: ['accanto al lavandino', 'in fondo a destra'],
    placeNotes: machinePlaces,
    manual: false,
    ceDeclaration: false,
    maintainers: ['Tecnopulizie Service S.r.l.'],
    workShares: [0.6, 0.2, 0.2],
    work: {
      ROUTINE: [
        'Sostituzione delle ruote e lavaggio completo',
        'Sostituzione dei secchi e dello strizzatore',
      ],
      REPAIR: ['Sostituzione del telaio portasacco', 'Riparazione del coperchio con serratura'],
      INSPECTION: ['Controllo di ruote, secchi, strizzatore e coperchio con serratura: in ordine'],
    },
    faults: ['una ruota è bloccata e il coperchio non si chiude'],
    weight: 2,
  },
  soap: {
    category: 'DISPENSER',
    name: 'Dispenser sapone schiuma',
    models: [
      { brand: 'Tork', model: 'S4 Elevation', serial: null },
      { brand: 'Lucart', model: 'Identity Soap', serial: null },
    ],
    rooms: toiletRooms,
    roomNotes: ['sopra i lavabi', 'accanto allo specchio'],
    placeNotes: toiletPlaces,
    manual: false,
    ceDeclaration: false,
    safetySheet: { product: 'sapone liquido in schiuma', share: 1 },
    maintainers: dispenserService,
    workShares: [0.7, 0.2, 0.1],
    work: {
      ROUTINE: [
        'Pulizia interna e controllo del meccanismo di erogazione',
        'Sostituzione della pompa della ricarica e pulizia dell’ugello',
      ],
      REPAIR: ['Sostituzione della serratura del coperchio', 'Sostituzione del pulsante di erogazione'],
      INSPECTION: ['Controllo del fissaggio a parete e dell’erogazione: in ordine'],
    },
    faults: ['il pulsante non eroga il sapone', 'il coperchio non si chiude: serratura rotta'],
    weight: 3,
  },
  sanitizer: {
    category: 'DISPENSER',
    name: 'Dispenser gel igienizzante',
    models: [
      { brand: 'Tork', model: 'S4 Elevation con sensore', serial: 'TK{yy}######' },
      { brand: 'Lucart', model: 'Identity Sanitizer', serial: null },
    ],
    rooms: /atrio|ingresso|reception|accettazione|sala d'attesa|punto prelievi|corridoio/i,
    roomNotes: ['accanto alla porta', 'sulla colonna di fronte all’ingresso'],
    placeNotes: ['Piano terra, ingresso principale', 'Primo piano, sala d’attesa'],
    manual: true,
    ceDeclaration: false,
    safetySheet: { product: 'gel igienizzante mani a base alcolica', share: 1 },
    maintainers: dispenserService,
    workShares: [0.7, 0.15, 0.15],
    work: {
      ROUTINE: [
        'Sostituzione delle batterie del sensore e pulizia dell’ugello',
        'Pulizia interna e della vaschetta',
      ],
      REPAIR: ['Sostituzione del sensore di prossimità'],
      INSPECTION: ['Controllo dell’erogazione e della dose: in ordine'],
    },
    faults: ['il sensore non risponde: batterie da sostituire'],
    weight: 2,
  },
  towels: {
    category: 'DISPENSER',
    name: 'Dispenser carta asciugamani',
    models: [
      { brand: 'Tork', model: 'H2 Xpress Elevation', serial: null },
      { brand: 'Lucart', model: 'Identity Towel', serial: null },
    ],
    rooms: toiletRooms,
    roomNotes: ['a destra dei lavabi', 'accanto alla porta'],
    placeNotes: toiletPlaces,
    manual: false,
    ceDeclaration: false,
    maintainers: dispenserService,
    workShares: [0.7, 0.2, 0.1],
    work: {
      ROUTINE: ['Pulizia interna e controllo della feritoia di erogazione'],
      REPAIR: ['Sostituzione della serratura del coperchio'],
      INSPECTION: ['Controllo del fissaggio a parete: in ordine'],
    },
    faults: ['il coperchio non si chiude: serratura rotta'],
    weight: 2,
  },
  toiletPaper: {
    category: 'DISPENSER',
    name: 'Dispenser carta igienica',
    models: [
      { brand: 'Tork', model: 'SmartOne Mini', serial: null },
      { brand: 'Lucart', model: 'L-One Mini', serial: null },
    ],
    rooms: toiletRooms,
    roomNotes: ['nel primo box', 'nel box per disabili'],
    placeNotes: toiletPlaces,
    manual: false,
    ceDeclaration: false,
    maintainers: dispenserService,
    workShares: [0.7, 0.2, 0.1],
    work: {
      ROUTINE: ['Pulizia interna e controllo del mandrino'],
      REPAIR: ['Sostituzione del mandrino rotto'],
      INSPECTION: ['Controllo del fissaggio a parete: in ordine'],
    },
    faults: ['il rotolo non gira: mandrino rotto'],
    weight: 1,
  },
  handDryer: {
    category: 'ELECTRICAL',
    name: 'Asciugamani elettrico',
    models: [
      { brand: 'Dyson', model: 'Airblade V HU02', serial: 'HU02-EU-@@@####@' },
      { brand: 'Dyson', model: 'Airblade 9kJ', serial: 'HU03-EU-@@@####@' },
      { brand: 'Mediclinics', model: 'Machflow M09A', serial: 'M09A-{yy}#####' },
    ],
    rooms: toiletRooms,
    roomNotes: ['a sinistra dei lavabi', 'accanto alla porta'],
    placeNotes: toiletPlaces,
    manual: true,
    ceDeclaration: true,
    maintainers: ['Elettro Impianti Milano S.r.l.'],
    workShares: [0.5, 0.2, 0.3],
    work: {
      ROUTINE: ['Sostituzione del filtro HEPA', 'Pulizia delle feritoie e del sensore'],
      REPAIR: ['Sostituzione del motore', 'Sostituzione della scheda di controllo'],
      INSPECTION: [electricalCheck],
    },
    faults: ['non si accende', 'fa rumore e scalda poco: motore da controllare'],
    weight: 1.5,
  },
  powderExtinguisher: {
    category: 'FIRE_SAFETY',
    name: 'Estintore a polvere 6 kg',
    models: [
      { brand: 'Gloria', model: 'PD 6 GA', serial: '{yyyy}-######' },
      { brand: 'Anaf', model: 'P6 34A 233BC', serial: '{yyyy}-######' },
    ],
    rooms: /corridoio|scale|atrio|locale tecnico/i,
    roomNotes: ['accanto all’uscita di emergenza', 'vicino all’ascensore', 'sotto la segnaletica'],
    placeNotes: [
      'Piano terra, accanto all’uscita di emergenza',
      'Primo piano, pianerottolo delle scale',
      'Piano terra, corridoio principale',
    ],
    manual: false,
    ceDeclaration: true,
    safetySheet: { product: 'polvere estinguente ABC', share: 0.6 },
    maintainers: ['Antincendio Brianza S.r.l.'],
    workShares: [0.15, 0.1, 0.75],
    work: {
      ROUTINE: ['Sostituzione del sigillo e del cartellino di manutenzione'],
      REPAIR: ['Sostituzione del manometro danneggiato', 'Sostituzione della manichetta'],
      INSPECTION: [
        'Controllo semestrale (UNI 9994-1): pressione, sigillo e cartellino regolari',
        'Revisione (UNI 9994-1): sostituzione della polvere estinguente e prova di tenuta',
      ],
    },
    faults: ['il manometro è nella zona rossa: da ricaricare', 'il sigillo è rotto: da verificare'],
    weight: 2.5,
  },
  co2Extinguisher: {
    category: 'FIRE_SAFETY',
    name: 'Estintore a CO2 5 kg',
    models: [
      { brand: 'Gloria', model: 'KS 5 ST', serial: '{yyyy}-######' },
      { brand: 'Anaf', model: 'CO2 5 kg 113B', serial: '{yyyy}-######' },
    ],
    rooms: /locale tecnico|quadri|archivio|corridoio/i,
    roomNotes: ['accanto al quadro elettrico', 'vicino alla porta'],
    placeNotes: ['Piano seminterrato, locale quadri elettrici', 'Piano terra, locale tecnico'],
    manual: false,
    ceDeclaration: true,
    maintainers: ['Antincendio Brianza S.r.l.'],
    workShares: [0.15, 0.1, 0.75],
    work: {
      ROUTINE: ['Sostituzione del sigillo e del cartellino di manutenzione'],
      REPAIR: ['Sostituzione della valvola di erogazione'],
      INSPECTION: [
        'Controllo semestrale (UNI 9994-1): peso della carica e sigillo regolari',
        'Collaudo decennale della bombola e ricarica',
      ],
    },
    faults: ['peso della carica sotto il minimo: da ricaricare'],
    weight: 1,
  },
  airConditioner: {
    category: 'CLIMATE',
    name: 'Condizionatore split',
    models: [
      { brand: 'Daikin', model: 'Perfera FTXM35R', serial: 'E#######' },
      { brand: 'Mitsubishi Electric', model: 'MSZ-AP35VGK', serial: '#######' },
      { brand: 'Samsung', model: 'WindFree AR12TXFCAWKN', serial: '@@@@@######@' },
    ],
    rooms: /ufficio|sala riunioni|open space|sala d'attesa|ambulatorio|studio|aula|sala ristoro/i,
    roomNotes: ['parete sopra la finestra', 'sopra la porta'],
    placeNotes: ['Primo piano, sala riunioni', 'Piano terra, ufficio accettazione'],
    manual: true,
    ceDeclaration: true,
    maintainers: ['Termoclima Service S.r.l.'],
    workShares: [0.5, 0.15, 0.35],
    work: {
      ROUTINE: [
        'Pulizia e sanificazione dei filtri e della batteria dell’unità interna',
        'Pulizia dello scarico della condensa e controllo dell’unità esterna',
      ],
      REPAIR: ['Sostituzione della scheda elettronica dell’unità esterna', 'Ricarica del gas refrigerante'],
      INSPECTION: ['Controllo delle perdite di gas fluorurati: nessuna perdita rilevata'],
    },
    faults: ['non raffredda: probabile perdita di gas refrigerante', 'gocciola dall’unità interna'],
    weight: 2,
  },
  sweeper: {
    category: 'CLEANING_MACHINE',
    name: 'Spazzatrice',
    models: [
      { brand: 'Kärcher', model: 'KM 70/30 C Bp Adv', serial: '01####' },
      { brand: 'Nilfisk', model: 'SW200', serial: '4#######' },
    ],
    rooms: /.*/,
    roomNotes: ['sotto la tettoia'],
    placeNotes: ['Deposito attrezzi del parco'],
    manual: true,
    ceDeclaration: true,
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.25, 0.15],
    work: {
      ROUTINE: [
        'Sostituzione della spazzola laterale e pulizia del contenitore',
        'Pulizia del filtro a pannello',
      ],
      REPAIR: ['Sostituzione della cinghia della spazzola centrale'],
      INSPECTION: [electricalCheck],
    },
    faults: ['la spazzola centrale non gira: cinghia rotta'],
    weight: 0,
  },
  pressureWasher: {
    category: 'CLEANING_MACHINE',
    name: 'Idropulitrice',
    models: [
      { brand: 'Kärcher', model: 'HD 5/15 C', serial: '01####' },
      { brand: 'Nilfisk', model: 'MC 2C-150/650', serial: '4#######' },
    ],
    rooms: /.*/,
    roomNotes: ['accanto al rubinetto esterno'],
    placeNotes: ['Deposito attrezzi del parco'],
    manual: true,
    ceDeclaration: true,
    safetySheet: { product: 'detergente alcalino per idropulitrici', share: 0.5 },
    maintainers: cleaningMachineService,
    workShares: [0.6, 0.25, 0.15],
    work: {
      ROUTINE: ['Controllo dell’olio della pompa e pulizia del filtro dell’acqua'],
      REPAIR: ['Sostituzione del tubo alta pressione'],
      INSPECTION: [electricalCheck],
    },
    faults: ['perde pressione: guarnizioni della pompa da sostituire'],
    weight: 0,
  },
  pureWater: {
    category: 'OTHER',
    name: 'Sistema ad acqua pura per vetri',
    models: [{ brand: 'Unger', model: 'HydroPower Ultra L', serial: 'UN{yy}#####' }],
    rooms: /.*/,
    roomNotes: ['sul carrello'],
    placeNotes: ['Deposito attrezzi, piano terra'],
    manual: true,
    ceDeclaration: false,
    maintainers: ['Tecnopulizie Service S.r.l.'],
    workShares: [0.7, 0.2, 0.1],
    work: {
      ROUTINE: ['Sostituzione della resina di deionizzazione', 'Controllo del conduttivimetro'],
      REPAIR: ['Sostituzione del raccordo del tubo'],
      INSPECTION: ['Controllo della conducibilità dell’acqua: sotto 10 ppm'],
    },
    faults: ['l’acqua lascia aloni: resina esaurita'],
    weight: 0,
  },
} as const satisfies Record<string, Kind>;
type KindKey = keyof typeof kinds;

const indoorKinds = (Object.keys(kinds) as KindKey[]).filter((key) => kinds[key].weight > 0);
const indoorWeight = indoorKinds.reduce((sum, key) => sum + kinds[key].weight, 0);
const outdoorKinds: readonly KindKey[] = ['sweeper', 'pressureWasher', 'trolley', 'pureWater'];

const technicians = [
  'Tecnico Paolo Brambilla',
  'Tecnico Andrea Sala',
  'Tecnico Marco Riva',
  'Tecnica Laura Cazzaniga',
  'Tecnico Giorgio Pozzi',
  'Tecnica Silvia Colombo',
];

/** One piece of the first site: the kind, the model and the state, chosen by hand for the tests and the guide. */
type PiecePlan = { kind: KindKey; model: number; state: EquipmentState; retired?: true };
/**
 * The first site of cliente.demo: id 1 is a scrubber-dryer in service with a safety data sheet and the
 * fixed label; one piece under maintenance, one out of service, one retired, one with a replaced label.
 */
const firstSitePicks: readonly PiecePlan[] = [
  { kind: 'scrubber', model: 0, state: 'IN_SERVICE' },
  { kind: 'singleDisc', model: 0, state: 'UNDER_MAINTENANCE' },
  { kind: 'soap', model: 0, state: 'IN_SERVICE' },
  { kind: 'towels', model: 1, state: 'IN_SERVICE' },
  { kind: 'powderExtinguisher', model: 0, state: 'IN_SERVICE' },
  { kind: 'airConditioner', model: 0, state: 'OUT_OF_SERVICE' },
  { kind: 'handDryer', model: 0, state: 'OUT_OF_SERVICE', retired: true },
  { kind: 'wetVacuum', model: 0, state: 'IN_SERVICE' },
];
/** The piece of the first site whose label was replaced (the soap dispenser). */
const replacedLabelIndex = 2;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const italianDay = (day: IsoDate) => day.split('-').reverse().join('/');
const atTime = (day: IsoDate, hour: number, minute = 0) => new Date(`${day}T${pad(hour)}:${pad(minute)}:00Z`);
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A label's code: 16 bytes in base64url, 22 characters. Digested from the equipment's id rather than
 * drawn from the site's generator, whose 32-bit seeds two sites may share at large scales: the codes
 * must be unique (the table's key), and they look as random as real ones.
 */
export function demoQrCodeId(equipmentId: number, issue: number): string {
  return createHash('sha256')
    .update(`demo equipment label\u0000${equipmentId}\u0000${issue}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A serial number from its pattern: # a digit, @ a letter, {yyyy} and {yy} the year it was made. */
function serialFrom(random: Random, pattern: string, year: string): string {
  return pattern
    .replace('{yyyy}', year)
    .replace('{yy}', year.slice(2))
    .replace(/[#@]/g, (char) => (char === '#' ? String(random.int(0, 9)) : random.pick([...letters])));
}

function drawKind(random: Random): KindKey {
  let draw = random.next() * indoorWeight;
  for (const key of indoorKinds) {
    draw -= kinds[key].weight;
    if (draw < 0) return key;
  }
  return 'scrubber';
}

/** Mostly in service, one in eight under maintenance, a few out of service. */
function drawState(random: Random): EquipmentState {
  const draw = random.next();
  return draw < 0.125 ? 'UNDER_MAINTENANCE' : draw < 0.185 ? 'OUT_OF_SERVICE' : 'IN_SERVICE';
}

function drawWork(random: Random, shares: readonly [number, number, number]): WorkKind {
  const draw = random.next() * (shares[0] + shares[1] + shares[2]);
  return draw < shares[0] ? 'ROUTINE' : draw < shares[0] + shares[1] ? 'REPAIR' : 'INSPECTION';
}

type SiteRoom = { id: number; name: string; open: boolean };

/** Each site's rooms with their name and whether they are open today. */
function roomsBySite(data: Pick<DemoData, 'rooms' | 'roomStates'>, today: IsoDate) {
  const current = new Map<number, { from: IsoDate; name: string; open: boolean }>();
  const latestName = new Map<number, string>();
  for (const state of data.roomStates) {
    latestName.set(state.roomId, state.name);
    const known = current.get(state.roomId);
    if (state.effectiveFrom <= today && (!known || known.from <= state.effectiveFrom)) {
      current.set(state.roomId, {
        from: state.effectiveFrom,
        name: state.name,
        open: state.state === 'open',
      });
    }
  }
  const bySite = new Map<string, SiteRoom[]>();
  for (const room of data.rooms) {
    const state = current.get(room.id);
    const list = bySite.get(room.siteCode) ?? [];
    list.push({
      id: room.id,
      name: state?.name ?? latestName.get(room.id) ?? room.identifier,
      open: state?.open ?? false,
    });
    bySite.set(room.siteCode, list);
  }
  return bySite;
}

/** A room where such a thing stands: an open one of the right kind if there is one, else any open room. */
function pickRoom(random: Random, rooms: readonly SiteRoom[], pattern: RegExp): SiteRoom | null {
  const open = rooms.filter((room) => room.open);
  const candidates = [open.filter((room) => pattern.test(room.name)), open, rooms].find(
    (list) => list.length,
  );
  return candidates ? random.pick(candidates) : null;
}

/**
 * The demo's site equipment (issue 29): on each published site in service of the fixed customers, and
 * on half of the others', two to eight pieces — scrubber-dryers, single-disc machines, vacuums,
 * trolleys, soap, towel and sanitiser dispensers, hand dryers, extinguishers, air conditioners; on
 * grounds and façades sweepers, pressure washers and pure-water poles — with Italian names, plausible
 * brands, models and serial numbers, installed one to eight years ago, in a room of the site's registry
 * that suits them (else a note of the place). Mostly in service, one in eight under maintenance, a few
 * out of service, two retired (their label revoked). Each has one active label (demoQrCodeId), two to
 * six lines of maintenance log and the documents its kind keeps: the manual and CE declaration of
 * machines, the safety data sheet of the products it uses, now and then a maintenance report. The
 * first site of cliente.demo is chosen by hand (firstSitePicks): id 1 carries demoEquipmentPublicId.
 * Each site draws from a generator of its own, so the fixed customers get the same equipment at every
 * scale.
 */
export function planDemoSiteEquipments(
  data: Pick<DemoData, 'customers' | 'jobOrders' | 'sites' | 'rooms' | 'roomStates'>,
  today: IsoDate,
): SiteEquipmentsData {
  const result: SiteEquipmentsData = {
    siteEquipments: [],
    equipmentQrCodes: [],
    equipmentDocuments: [],
    equipmentLogEntries: [],
  };
  const fixedCodes = new Set(fixedCustomers.map((customer) => customer.code));
  const customerOf = new Map(data.jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.customerCode]));
  const siteRooms = roomsBySite(data, today);
  const firstCustomer = fixedCustomers[0]?.code;
  // The second retired piece: on the first site with equipment of the ATI's customer (ati.demo's).
  const atiCustomer = fixedCustomers[2]?.code;
  let firstSiteDone = false;
  let atiSiteDone = false;

  for (const site of data.sites) {
    const customerCode = customerOf.get(site.jobOrderId);
    if (!customerCode || !site.published || site.dateFrom > today || site.dateTo < today) continue;
    const random = randomFor('site-equipments', site.code);
    if (!fixedCodes.has(customerCode) && !random.chance(extraSiteShare)) continue;
    const rooms = siteRooms.get(site.code) ?? [];
    const outdoor = /\bParco\b|Aree esterne|facciate|vetrate/i.test(site.name);

    let picks: PiecePlan[];
    const firstSite = !firstSiteDone && customerCode === firstCustomer && rooms.length > 0;
    if (firstSite) {
      firstSiteDone = true;
      picks = [...firstSitePicks];
    } else {
      picks = [];
      const count = random.int(2, 8);
      while (picks.length < count) {
        const kind = outdoor ? random.pick(outdoorKinds) : drawKind(random);
        if (picks.filter((pick) => pick.kind === kind).length >= 2) continue;
        picks.push({ kind, model: random.int(0, kinds[kind].models.length - 1), state: drawState(random) });
      }
      if (!atiSiteDone && customerCode === atiCustomer && picks.length >= 3) {
        atiSiteDone = true;
        picks[picks.length - 1] = { ...picks[picks.length - 1]!, state: 'OUT_OF_SERVICE', retired: true };
      }
    }
    picks.forEach((pick, index) => {
      addPiece(result, random, {
        id: result.siteEquipments.length + 1,
        pick,
        site,
        rooms,
        today,
        replacedLabel: firstSite && index === replacedLabelIndex,
      });
    });
  }
  return result;
}

type PieceOptions = {
  id: number;
  pick: PiecePlan;
  site: DemoData['sites'][number];
  rooms: readonly SiteRoom[];
  today: IsoDate;
  /** The first site's soap dispenser, whose first label was replaced. */
  replacedLabel: boolean;
};

function addPiece(result: SiteEquipmentsData, random: Random, options: PieceOptions) {
  const { id, pick, site, rooms, today } = options;
  const kind: Kind = kinds[pick.kind];
  const model = kind.models[pick.model] ?? kind.models[0]!;
  const installedOn = addDays(today, -random.int(365, 8 * 365));
  const year = installedOn.slice(0, 4);
  const room = pickRoom(random, rooms, kind.rooms);
  const locationNote = room
    ? random.chance(0.35)
      ? random.pick(kind.roomNotes)
      : null
    : random.pick(kind.placeNotes);
  // Registered in the portal when the provider began serving the site, or when it was installed.
  const registeredOn = maxDate(installedOn, site.dateFrom);
  const createdAt = atTime(registeredOn, random.int(7, 16), random.int(0, 59));
  const retiredOn = pick.retired ? addDays(today, -random.int(60, 150)) : null;

  // The log: two to six lines of work over the years, then the change of state or the retirement.
  const lastWorkDay = addDays(retiredOn ?? today, pick.state === 'IN_SERVICE' ? -5 : -30);
  const span = Math.max(daysBetween(installedOn, lastWorkDay) - 20, 1);
  const workDays = Array.from({ length: random.int(2, 6) }, () =>
    addDays(installedOn, 20 + random.int(0, span)),
  )
    .sort()
    .filter((day, index, days) => day !== days[index - 1]);
  const log: EquipmentLogEntryRow[] = workDays.map((day) => {
    const work = drawWork(random, kind.workShares);
    return {
      equipmentId: id,
      day,
      kind: work,
      description: random.pick(kind.work[work]),
      performedBy: random.chance(0.6) ? random.pick(kind.maintainers) : random.pick(technicians),
      createdByUserId: null,
      createdAt: atTime(day, random.int(8, 17), random.int(0, 59)),
    };
  });
  if (retiredOn) {
    log.push({
      equipmentId: id,
      day: retiredOn,
      kind: 'RETIREMENT',
      description: 'Riparazione non conveniente: sostituzione con un modello nuovo',
      performedBy: null,
      createdByUserId: null,
      createdAt: atTime(retiredOn, 15),
    });
  } else if (pick.state !== 'IN_SERVICE') {
    const day = addDays(today, pick.state === 'UNDER_MAINTENANCE' ? -random.int(2, 25) : -random.int(5, 28));
    const fault = random.pick(kind.faults);
    log.push({
      equipmentId: id,
      day,
      kind: 'STATE',
      description: `Da «${equipmentStateLabels.IN_SERVICE}» a «${equipmentStateLabels[pick.state]}». ${fault.charAt(0).toUpperCase()}${fault.slice(1)}.`,
      performedBy: null,
      createdByUserId: null,
      createdAt: atTime(day, random.int(8, 17), random.int(0, 59)),
    });
  }
  const lastLog = log.at(-1);

  result.siteEquipments.push({
    id,
    // Written here rather than left to the column's default: the seed then moves the sequence past
    // them (seed.ts), so the demo's codes are the same on every reset, whatever the sequence had reached.
    labelCode: `AT-${pad(id, 6)}`,
    siteCode: site.code,
    category: kind.category,
    name: kind.name,
    brand: model.brand,
    model: model.model,
    serialNumber: model.serial ? serialFrom(random, model.serial, year) : null,
    roomId: room?.id ?? null,
    locationNote,
    state: pick.state,
    installedOn,
    retiredOn,
    createdAt,
    updatedAt: lastLog && lastLog.createdAt > createdAt ? lastLog.createdAt : createdAt,
  });
  result.equipmentLogEntries.push(...log);

  // The label: the fixed code on id 1; a replaced one before the current on the first site's dispenser;
  // revoked on retirement.
  const current = id === 1 ? demoEquipmentPublicId : demoQrCodeId(id, 1);
  if (options.replacedLabel) {
    const replacedAt = atTime(addDays(today, -random.int(20, 60)), 10);
    result.equipmentQrCodes.push({
      publicId: demoReplacedEquipmentPublicId,
      equipmentId: id,
      issuedAt: createdAt,
      revokedAt: replacedAt,
      replacedAt,
    });
    result.equipmentQrCodes.push({
      publicId: current,
      equipmentId: id,
      issuedAt: replacedAt,
      revokedAt: null,
      replacedAt: null,
    });
  } else {
    result.equipmentQrCodes.push({
      publicId: current,
      equipmentId: id,
      issuedAt: createdAt,
      revokedAt: retiredOn ? atTime(retiredOn, 15) : null,
      replacedAt: null,
    });
  }

  // The documents its kind keeps, uploaded when it was registered; reports of some repairs and inspections.
  const serial = result.siteEquipments.at(-1)!.serialNumber;
  const what = `${kind.name} ${model.brand} ${model.model}${serial ? `, matricola ${serial}` : ''}`;
  const documents: { kind: EquipmentDocumentKind; title: string; description: string; day: IsoDate }[] = [];
  if (kind.manual) {
    documents.push({
      kind: 'MANUAL',
      title: `Manuale d’uso e manutenzione – ${model.brand} ${model.model}`,
      description: `Istruzioni per l’uso, la pulizia e la manutenzione ordinaria. ${what}.`,
      day: registeredOn,
    });
  }
  if (kind.ceDeclaration) {
    documents.push({
      kind: 'CE_DECLARATION',
      title: `Dichiarazione CE di conformità – ${model.brand} ${model.model}`,
      description: `Dichiarazione del fabbricante: ${what}. Conforme alle direttive europee applicabili.`,
      day: registeredOn,
    });
  }
  const sheet = kind.safetySheet;
  // Id 1 keeps one in any case: the fixed label's page shows it.
  if (sheet && (id === 1 || random.chance(sheet.share))) {
    documents.push({
      kind: 'SAFETY_DATA_SHEET',
      title: `Scheda di sicurezza – ${sheet.product}`,
      description:
        `Scheda dei dati di sicurezza (regolamento REACH): ${sheet.product}, in uso con ${what}. ` +
        'Pericoli, primo soccorso, manipolazione e stoccaggio.',
      day: maxDate(registeredOn, addDays(today, -random.int(30, 700))),
    });
  }
  for (const line of log) {
    if ((line.kind === 'REPAIR' || line.kind === 'INSPECTION') && random.chance(0.3)) {
      documents.push({
        kind: 'MAINTENANCE_REPORT',
        title: `Rapporto di intervento del ${italianDay(line.day)}`,
        description: `${line.description}. Eseguito da: ${line.performedBy ?? 'personale del fornitore'}. ${what}.`,
        day: line.day,
      });
    }
  }
  documents.forEach((document, n) => {
    const documentId = stableUuid('equipment-document', id, n);
    const uploadedAt = atTime(document.day, random.int(8, 17), random.int(0, 59));
    const row: EquipmentDocumentRow = {
      id: documentId,
      equipmentId: id,
      kind: document.kind,
      title: document.title,
      description: document.description,
      storageKey: `demo/${documentId}.pdf`,
      filename: `${slug(document.title)}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 0,
      uploadedByUserId: null,
      uploadedAt,
    };
    // The size of the file the seed writes (writeDemoEquipmentFiles).
    row.sizeBytes = renderDemoEquipmentDocument(row).length;
    result.equipmentDocuments.push(row);
  });
}

function documentFile(row: EquipmentDocumentRow): DemoDocument {
  return {
    title: row.title,
    description: row.description,
    category: equipmentDocumentKindLabels[row.kind],
    createdAt: row.uploadedAt,
    closing:
      'Documento dimostrativo del Portale Clienti: nella versione reale qui si trova il file caricato dal fornitore.',
  };
}

/** The PDF of a demo equipment document: its title, kind, day and a line on what it is. */
export function renderDemoEquipmentDocument(row: EquipmentDocumentRow): Buffer {
  return renderDemoDocumentPdf(documentFile(row));
}

/** How many files are written at once: enough to keep the disk busy, few enough for the open-file limit. */
const parallelWrites = 64;

/** Writes each demo equipment document's PDF at its storage key under the file store's folder. */
export async function writeDemoEquipmentFiles(filesRoot: string, rows: readonly EquipmentDocumentRow[]) {
  const folders = new Set(rows.map((row) => path.dirname(path.join(filesRoot, row.storageKey))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < rows.length; start += parallelWrites) {
    await Promise.all(
      rows
        .slice(start, start + parallelWrites)
        .map((row) => writeFile(path.join(filesRoot, row.storageKey), renderDemoEquipmentDocument(row))),
    );
  }
}
