import type { Random } from './random.ts';
import type { AreaCategoryKey, FrequencyCode } from './room-catalogue.ts';

/** A room as a layout plans it: its name, kind of space, cleaning frequency and area. */
export type RoomSpec = {
  name: string;
  category: AreaCategoryKey;
  frequency: FrequencyCode;
  areaCentiSqm: number;
};
export type FloorSpec = { name: string; code: string; rooms: RoomSpec[] };
export type BuildingSpec = { name: string; floors: FloorSpec[] };

/** The kinds of site the demo tells apart by the job order's segment and the site's name. */
export type SiteLayoutKind =
  | 'hospital'
  | 'operatingBlock'
  | 'intensiveCare'
  | 'laboratory'
  | 'healthCentre'
  | 'school'
  | 'office'
  | 'branch'
  | 'transport'
  | 'outdoor';

const floorNames = [
  ['Piano seminterrato', 'S1'],
  ['Piano terra', 'PT'],
  ['Primo piano', 'P1'],
  ['Secondo piano', 'P2'],
  ['Terzo piano', 'P3'],
  ['Quarto piano', 'P4'],
  ['Quinto piano', 'P5'],
] as const;
const basement = 0;
const groundFloor = 1;

const wards = [
  'Medicina generale',
  'Cardiologia',
  'Chirurgia generale',
  'Ortopedia e traumatologia',
  'Geriatria',
  'Pneumologia',
  'Neurologia',
  'Oncologia',
  'Nefrologia',
  'Gastroenterologia',
  'Urologia',
  'Pediatria',
  'Ostetricia e ginecologia',
] as const;
const specialties = [
  'cardiologia',
  'dermatologia',
  'oculistica',
  'otorinolaringoiatria',
  'ortopedia',
  'diabetologia',
  'pediatria',
  'ginecologia',
  'neurologia',
  'fisiatria',
  'pneumologia',
  'odontoiatria',
] as const;
const laboratories = ['chimica clinica', 'ematologia', 'microbiologia', 'anatomia patologica', 'immunologia'];
const schoolLaboratories = ['informatica', 'scienze', 'arte', 'musica', 'lingue', 'chimica'];

/** A room of the given kind, with an area in the range (m², two decimals) and one of the frequencies. */
function room(
  rng: Random,
  name: string,
  category: AreaCategoryKey,
  frequencies: readonly FrequencyCode[],
  [minSqm, maxSqm]: readonly [number, number],
): RoomSpec {
  return {
    name,
    category,
    frequency: rng.pick(frequencies),
    areaCentiSqm: rng.int(minSqm * 100, maxSqm * 100),
  };
}

/** «01» on the ground floor, «101» on the first: how rooms are numbered on their door. */
const doorNumber = (floor: number, number: number) =>
  `${floor === groundFloor ? '' : floor - 1}${String(number).padStart(2, '0')}`;

const numbered = (count: number, make: (number: number) => RoomSpec | RoomSpec[]): RoomSpec[] =>
  Array.from({ length: count }, (_, index) => make(index + 1)).flat();

/** What every floor of a building has: where people walk and the toilets. */
function commonRooms(rng: Random, daily: readonly FrequencyCode[], label: string): RoomSpec[] {
  return [
    room(rng, `Corridoio ${label}`, 'corridors', daily, [30, 120]),
    room(rng, 'Scale e ascensori', 'stairs', daily, [18, 45]),
    room(rng, 'Servizi igienici personale', 'toilets', daily, [6, 14]),
  ];
}

function hospitalBasement(rng: Random): RoomSpec[] {
  return [
    room(rng, 'Corridoio di servizio', 'corridors', ['6/7', '5/7'], [40, 120]),
    room(rng, 'Scale e ascensori', 'stairs', ['7/7'], [18, 45]),
    room(rng, 'Magazzino economale', 'storerooms', ['1/7', '1/14'], [40, 110]),
    room(rng, 'Deposito biancheria pulita', 'storerooms', ['3/7', '2/7'], [15, 40]),
    room(rng, 'Deposito rifiuti sanitari', 'storerooms', ['7/7'], [10, 25]),
    room(rng, 'Archivio cartelle cliniche', 'storerooms', ['1/14', '1/30'], [30, 90]),
    room(rng, 'Spogliatoio personale', 'gyms', ['7/7'], [25, 60]),
    room(rng, 'Servizi igienici spogliatoio', 'toilets', ['7/7'], [8, 16]),
    room(rng, 'Locale tecnico – centrale termica', 'technical', ['1/30'], [30, 80]),
    room(rng, 'Locale tecnico – quadri elettrici', 'technical', ['1/30'], [8, 20]),
  ];
}

function hospitalGroundFloor(rng: Random): RoomSpec[] {
  return [
    room(rng, "Atrio d'ingresso", 'corridors', ['7/7'], [60, 120]),
    room(rng, 'Accettazione e CUP', 'offices', ['6/7', '5/7'], [20, 45]),
    room(rng, "Sala d'attesa", 'waitingRooms', ['7/7'], [30, 80]),
    room(rng, 'Servizi igienici pubblico', 'toilets', ['7/7'], [10, 20]),
    room(rng, 'Servizi igienici disabili', 'toilets', ['7/7'], [6, 9]),
    room(rng, 'Punto prelievi', 'clinics', ['6/7'], [15, 30]),
    ...rng
      .shuffle(specialties)
      .slice(0, rng.int(5, 10))
      .map((specialty) => room(rng, `Ambulatorio ${specialty}`, 'clinics', ['6/7', '5/7'], [14, 28])),
    ...commonRooms(rng, ['7/7'], 'ambulatori'),
  ];
}

function wardFloor(rng: Random, ward: string): RoomSpec[] {
  return [
    ...numbered(rng.int(10, 22), (number) => [
      room(rng, `Degenza ${number} – ${ward}`, 'wards', ['7/7'], [16, 32]),
      ...(rng.chance(0.6) ? [room(rng, `Bagno degenza ${number}`, 'toilets', ['7/7'], [6, 9])] : []),
    ]),
    room(rng, `Corridoio reparto ${ward}`, 'corridors', ['7/7'], [60, 120]),
    room(rng, `Sala d'attesa – ${ward}`, 'waitingRooms', ['7/7'], [15, 35]),
    room(rng, `Studio medico – ${ward}`, 'offices', ['6/7', '5/7'], [12, 22]),
    room(rng, 'Coordinamento infermieristico', 'offices', ['5/7'], [10, 18]),
    room(rng, 'Medicheria', 'clinics', ['7/7'], [12, 20]),
    room(rng, 'Cucinetta di reparto', 'canteens', ['7/7'], [8, 14]),
    room(rng, 'Bagno assistito', 'toilets', ['7/7'], [8, 14]),
    room(rng, 'Servizi igienici pazienti', 'toilets', ['7/7'], [8, 16]),
    room(rng, 'Servizi igienici personale', 'toilets', ['7/7'], [6, 10]),
    room(rng, 'Deposito materiale pulito', 'storerooms', ['3/7', '2/7'], [6, 14]),
    room(rng, 'Deposito materiale sporco', 'storerooms', ['7/7'], [6, 12]),
    room(rng, 'Scale e ascensori', 'stairs', ['7/7'], [18, 45]),
  ];
}

function operatingFloor(rng: Random): RoomSpec[] {
  return [
    ...numbered(rng.int(4, 8), (number) => [
      room(rng, `Sala operatoria ${number}`, 'operatingTheatres', ['7/7'], [30, 55]),
      room(rng, `Preparazione chirurghi ${number}`, 'operatingTheatres', ['7/7'], [8, 14]),
    ]),
    room(rng, 'Sala risveglio', 'intensiveCare', ['7/7'], [40, 90]),
    room(rng, 'Centrale di sterilizzazione', 'laboratories', ['7/7'], [40, 100]),
    room(rng, 'Corridoio pulito', 'corridors', ['7/7'], [40, 100]),
    room(rng, 'Corridoio sporco', 'corridors', ['7/7'], [30, 80]),
    room(rng, 'Spogliatoio personale', 'gyms', ['7/7'], [20, 45]),
    room(rng, 'Deposito presidi', 'storerooms', ['3/7'], [10, 30]),
    ...commonRooms(rng, ['7/7'], 'blocco operatorio'),
  ];
}

function intensiveCareFloor(rng: Random, label: string): RoomSpec[] {
  return [
    ...numbered(rng.int(8, 16), (number) =>
      room(rng, `Box ${number} – ${label}`, 'intensiveCare', ['7/7'], [14, 24]),
    ),
    room(rng, 'Postazione infermieristica', 'offices', ['7/7'], [12, 25]),
    room(rng, 'Sala colloqui parenti', 'waitingRooms', ['7/7'], [10, 20]),
    room(rng, 'Zona filtro', 'intensiveCare', ['7/7'], [8, 15]),
    room(rng, 'Deposito materiale sporco', 'storerooms', ['7/7'], [6, 12]),
    ...commonRooms(rng, ['7/7'], label.toLowerCase()),
  ];
}

function laboratoryFloor(rng: Random): RoomSpec[] {
  return [
    ...rng
      .shuffle(laboratories)
      .slice(0, rng.int(2, 4))
      .map((kind) => room(rng, `Laboratorio di ${kind}`, 'laboratories', ['6/7', '5/7'], [30, 90])),
    room(rng, 'Accettazione campioni', 'laboratories', ['6/7'], [12, 25]),
    room(rng, 'Sala prelievi', 'clinics', ['6/7'], [15, 30]),
    room(rng, 'Studio del dirigente', 'offices', ['5/7', '3/7'], [12, 20]),
    room(rng, 'Cella frigorifera', 'technical', ['1/14'], [6, 12]),
    ...commonRooms(rng, ['6/7'], 'laboratori'),
  ];
}

function healthCentreFloor(rng: Random, floor: number): RoomSpec[] {
  return [
    ...(floor === groundFloor
      ? [
          room(rng, 'Atrio e accettazione', 'corridors', ['6/7', '5/7'], [25, 70]),
          room(rng, 'Servizi igienici pubblico', 'toilets', ['6/7', '5/7'], [8, 16]),
        ]
      : []),
    room(rng, "Sala d'attesa", 'waitingRooms', ['6/7', '5/7'], [20, 50]),
    ...rng
      .shuffle(specialties)
      .slice(0, rng.int(3, 8))
      .map((specialty) => room(rng, `Ambulatorio ${specialty}`, 'clinics', ['6/7', '5/7'], [14, 26])),
    room(rng, 'Ufficio amministrativo', 'offices', ['5/7', '3/7'], [12, 25]),
    room(rng, 'Deposito', 'storerooms', ['1/7', '2/7'], [6, 18]),
    ...commonRooms(rng, ['6/7', '5/7'], 'ambulatori'),
  ];
}

function officeFloor(rng: Random, floor: number, small: boolean): RoomSpec[] {
  return [
    ...(floor === groundFloor
      ? [room(rng, 'Reception e atrio', 'corridors', ['5/7'], [20, 60])]
      : [room(rng, 'Open space', 'offices', ['5/7'], [50, 120])]),
    ...numbered(small ? rng.int(2, 5) : rng.int(6, 16), (number) =>
      room(rng, `Ufficio ${doorNumber(floor, number)}`, 'offices', ['5/7', '3/7'], [10, 30]),
    ),
    room(rng, 'Sala riunioni', 'meetingRooms', ['5/7', '3/7', '2/7'], [18, 45]),
    ...(small ? [] : [room(rng, 'Sala ristoro', 'canteens', ['5/7'], [10, 25])]),
    room(rng, 'Archivio', 'storerooms', ['1/14', '1/30'], [8, 30]),
    room(rng, 'Locale fotocopie', 'technical', ['1/7'], [6, 10]),
    ...commonRooms(rng, ['5/7'], floor === groundFloor ? 'ingresso' : 'uffici'),
  ];
}

function schoolFloor(rng: Random, floor: number): RoomSpec[] {
  return [
    ...(floor === groundFloor
      ? [
          room(rng, 'Atrio', 'corridors', ['5/7'], [40, 100]),
          room(rng, 'Segreteria', 'offices', ['5/7'], [20, 40]),
          room(rng, 'Presidenza', 'offices', ['5/7'], [14, 25]),
          room(rng, 'Refettorio', 'canteens', ['5/7'], [80, 120]),
        ]
      : []),
    ...numbered(rng.int(6, 12), (number) =>
      room(rng, `Aula ${doorNumber(floor, number)}`, 'classrooms', ['5/7'], [40, 62]),
    ),
    room(rng, `Laboratorio di ${rng.pick(schoolLaboratories)}`, 'laboratories', ['5/7', '3/7'], [45, 80]),
    room(rng, 'Aula insegnanti', 'offices', ['5/7', '3/7'], [25, 45]),
    room(rng, 'Servizi igienici alunni', 'toilets', ['5/7'], [15, 30]),
    room(rng, 'Servizi igienici docenti', 'toilets', ['5/7'], [6, 10]),
    room(rng, 'Ripostiglio collaboratori', 'storerooms', ['1/7'], [6, 10]),
    room(rng, 'Corridoio', 'corridors', ['5/7'], [50, 120]),
    room(rng, 'Scale', 'stairs', ['5/7'], [18, 40]),
  ];
}

function gymFloor(rng: Random): RoomSpec[] {
  return [
    room(rng, 'Palestra', 'gyms', ['5/7'], [100, 120]),
    room(rng, 'Spogliatoio maschile', 'gyms', ['5/7'], [20, 35]),
    room(rng, 'Spogliatoio femminile', 'gyms', ['5/7'], [20, 35]),
    room(rng, 'Servizi igienici palestra', 'toilets', ['5/7'], [8, 16]),
    room(rng, 'Deposito attrezzi', 'storerooms', ['1/7', '1/14'], [10, 30]),
  ];
}

function stationFloor(rng: Random, floor: number): RoomSpec[] {
  return floor === groundFloor
    ? [
        room(rng, 'Atrio viaggiatori', 'corridors', ['7/7'], [80, 120]),
        room(rng, 'Biglietteria', 'offices', ['7/7', '6/7'], [15, 35]),
        room(rng, "Sala d'attesa", 'waitingRooms', ['7/7'], [30, 90]),
        room(rng, 'Servizi igienici pubblico – uomini', 'toilets', ['7/7'], [10, 20]),
        room(rng, 'Servizi igienici pubblico – donne', 'toilets', ['7/7'], [10, 20]),
        room(rng, 'Servizi igienici disabili', 'toilets', ['7/7'], [6, 9]),
        room(rng, 'Deposito bagagli', 'storerooms', ['3/7'], [15, 40]),
        room(rng, 'Ufficio capostazione', 'offices', ['7/7', '6/7'], [12, 22]),
        ...commonRooms(rng, ['7/7'], 'sottopasso'),
      ]
    : officeFloor(rng, floor, true);
}

function workshopFloor(rng: Random): RoomSpec[] {
  return [
    room(rng, 'Officina manutenzione', 'technical', ['1/7', '2/7'], [80, 120]),
    room(rng, 'Magazzino ricambi', 'storerooms', ['1/7', '1/14'], [30, 90]),
    room(rng, 'Spogliatoio personale', 'gyms', ['5/7', '6/7'], [20, 45]),
    room(rng, 'Servizi igienici personale', 'toilets', ['5/7', '6/7'], [8, 16]),
    room(rng, 'Ufficio capo officina', 'offices', ['5/7'], [10, 18]),
  ];
}

function outdoorLevel(rng: Random): RoomSpec[] {
  const outdoor = (name: string, range: readonly [number, number]) =>
    room(rng, name, 'outdoor', ['1/7', '1/14', '1/30'], range);
  return [
    outdoor("Viale d'ingresso", [60, 120]),
    outdoor('Parcheggio dipendenti', [80, 120]),
    outdoor('Parcheggio visitatori', [80, 120]),
    outdoor('Cortile interno', [40, 120]),
    outdoor('Camminamenti esterni', [30, 90]),
    outdoor('Area ecologica', [10, 30]),
    ...numbered(rng.int(2, 8), (number) => outdoor(`Area verde ${number}`, [50, 120])),
  ];
}

const floor = (index: number, rooms: RoomSpec[]): FloorSpec => {
  const [name, code] = floorNames[index] ?? floorNames[groundFloor];
  return { name, code, rooms };
};
/** Floors from the ground floor up: `upper` more above it. */
const upward = (upper: number, make: (index: number) => RoomSpec[]) =>
  Array.from({ length: upper + 1 }, (_, offset) => floor(groundFloor + offset, make(groundFloor + offset)));

function hospitalBuilding(rng: Random, name: string, upperFloor: () => RoomSpec[]): BuildingSpec {
  return {
    name,
    floors: [
      floor(basement, hospitalBasement(rng)),
      floor(groundFloor, hospitalGroundFloor(rng)),
      ...Array.from({ length: rng.int(2, 4) }, (_, offset) => floor(groundFloor + 1 + offset, upperFloor())),
    ],
  };
}

/** The buildings, floors and rooms of a site of the kind. */
export function planSiteLayout(rng: Random, kind: SiteLayoutKind): BuildingSpec[] {
  switch (kind) {
    case 'hospital': {
      const names = rng.pick([
        ['Corpo centrale', 'Padiglione nord'],
        ['Padiglione A', 'Padiglione B'],
        ['Corpo centrale'],
        ['Monoblocco', 'Palazzina servizi'],
      ]);
      const wardPool = rng.shuffle(wards);
      return names.map((name) =>
        hospitalBuilding(rng, name, () => wardFloor(rng, wardPool.pop() ?? 'Medicina generale')),
      );
    }
    case 'operatingBlock':
      return [hospitalBuilding(rng, 'Blocco operatorio', () => operatingFloor(rng))];
    case 'intensiveCare': {
      const label = rng.pick(['Terapia intensiva', 'Terapia intensiva neonatale', 'Rianimazione']);
      return [hospitalBuilding(rng, 'Corpo centrale', () => intensiveCareFloor(rng, label))];
    }
    case 'laboratory':
      return [{ name: 'Palazzina laboratori', floors: upward(rng.int(1, 2), () => laboratoryFloor(rng)) }];
    case 'healthCentre':
      return [
        {
          name: rng.pick(['Edificio principale', 'Corpo centrale', 'Palazzina sanitaria']),
          floors: upward(rng.int(0, 2), (index) => healthCentreFloor(rng, index)),
        },
      ];
    case 'school':
      return [
        { name: 'Edificio scolastico', floors: upward(rng.int(1, 2), (index) => schoolFloor(rng, index)) },
        ...(rng.chance(0.6) ? [{ name: 'Palestra', floors: [floor(groundFloor, gymFloor(rng))] }] : []),
      ];
    case 'office':
      return [
        {
          name: rng.pick(['Palazzina uffici', 'Sede', 'Edificio principale']),
          floors: upward(rng.int(1, 4), (index) => officeFloor(rng, index, false)),
        },
      ];
    case 'branch':
      return [
        {
          name: 'Filiale',
          floors: upward(rng.int(0, 1), (index) => officeFloor(rng, index, true)),
        },
      ];
    case 'transport':
      return [
        {
          name: 'Fabbricato viaggiatori',
          floors: upward(rng.int(0, 1), (index) => stationFloor(rng, index)),
        },
        ...(rng.chance(0.5) ? [{ name: 'Officina', floors: [floor(groundFloor, workshopFloor(rng))] }] : []),
      ];
    case 'outdoor':
      return [{ name: 'Aree esterne', floors: [floor(groundFloor, outdoorLevel(rng))] }];
  }
}
