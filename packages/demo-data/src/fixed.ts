import { allBackOfficePermissions, allCustomerSubRoles } from '@portale/shared';
import { findCity } from './sources/cities.ts';
import type { CustomerPlan, SitePlan, StaffPlan } from './plans.ts';
import { makeVatNumber } from './vat.ts';

/**
 * The customers every scale starts with, written by hand so that each filter of the site lists keeps
 * some of a demo user's sites but not all, and the ATI shell and the inactive customer can be shown and
 * tested. Dates are day offsets from today.
 */

export const fixedAtiGroup = { id: 1, name: 'ATI Pulizie Lombarde', initials: 'PL', colour: '#1f6f5c' };

const site = (
  name: string,
  city: string,
  options: Partial<Omit<SitePlan, 'name' | 'city'>> = {},
): SitePlan => ({ name, city: findCity(city), published: true, isOnDuty: false, ...options });

const hospital: CustomerPlan = {
  code: 'CL0001',
  name: 'Azienda Ospedaliera Santa Lucia dei Colli',
  vatNumber: makeVatNumber(4185230, 49),
  active: true,
  domain: 'ao-santalucia.it',
  jobOrders: [
    {
      description: 'Servizi di pulizia e sanificazione ospedaliera – Presidio Santa Lucia',
      segment: 'Sanità',
      atiGroupId: null,
      markedAsStarted: true,
      from: -730,
      to: 1095,
      originalTo: 1095,
      sites: [
        site('Presidio Ospedaliero Santa Lucia – Padiglione A', 'Milano', { isOnDuty: true }),
        site('Presidio Ospedaliero Santa Lucia – Padiglione B', 'Milano'),
        site('Presidio Ospedaliero Santa Lucia – Padiglione C', 'Milano'),
        site('Pronto Soccorso – Presidio Santa Lucia', 'Milano', { isOnDuty: true }),
        site('Blocco operatorio – Padiglione D', 'Milano', { isOnDuty: true }),
        site('Poliambulatorio di Sesto San Giovanni', 'Sesto San Giovanni', { from: -400 }),
        site('Sede direzionale', 'Milano', { published: false }),
        site('Laboratorio analisi – Padiglione E', 'Milano', { published: false }),
        site('Casa della Comunità di Rho', 'Rho', { from: 20 }),
        site('Centro prelievi di Legnano', 'Legnano', { from: 45 }),
        site('Poliambulatorio di Monza', 'Monza', { to: -60 }),
      ],
    },
    {
      description: 'Sanificazione delle aree critiche e delle terapie intensive',
      segment: 'Sanità',
      atiGroupId: null,
      markedAsStarted: true,
      from: -1460,
      to: 270,
      originalTo: -90,
      sites: [
        site('Terapia intensiva – Padiglione F', 'Milano', { isOnDuty: true }),
        site('Reparto di Neonatologia – Padiglione G', 'Milano'),
        site('Hospice Santa Lucia', 'Desio', { from: -1000 }),
      ],
    },
    {
      description: 'Servizio di pulizia dei presidi territoriali',
      segment: 'Sanità',
      atiGroupId: null,
      markedAsStarted: true,
      from: -1825,
      to: -180,
      originalTo: -180,
      sites: [
        site('Consultorio familiare di Rho', 'Rho'),
        site('Centro di Salute Mentale di Sesto San Giovanni', 'Sesto San Giovanni', { to: -400 }),
      ],
    },
    {
      description: 'Manutenzione del verde e delle aree esterne',
      segment: null,
      atiGroupId: null,
      markedAsStarted: false,
      from: -200,
      to: 530,
      originalTo: 530,
      sites: [
        site('Parco e viali interni – Presidio Santa Lucia', 'Milano'),
        site('Aree esterne del Poliambulatorio di Sesto San Giovanni', 'Sesto San Giovanni', {
          published: false,
        }),
      ],
    },
  ],
  users: [
    {
      username: 'cliente.demo',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      subRoles: allCustomerSubRoles,
      atiGroupId: null,
    },
    { username: 'limitato.demo', firstName: 'Marco', lastName: 'Conti', subRoles: [5], atiGroupId: null },
    { firstName: 'Stefano', lastName: 'Rinaldi', subRoles: [0, 8, 9, 10, 11], atiGroupId: null },
    {
      firstName: 'Chiara',
      lastName: 'Galli',
      subRoles: [0, 1, 2, 6, 7],
      atiGroupId: null,
      siteIndexes: [0, 1, 3, 11],
    },
    { firstName: 'Paola', lastName: 'Mariani', subRoles: [5, 13, 16], atiGroupId: null },
  ],
};

const bank: CustomerPlan = {
  code: 'CL0002',
  name: 'Banca Alpina di Credito S.p.A.',
  vatNumber: makeVatNumber(2736415, 16),
  active: true,
  domain: 'bancaalpina.it',
  jobOrders: [
    {
      description: 'Servizi di pulizia di uffici e filiali',
      segment: 'Uffici',
      atiGroupId: null,
      markedAsStarted: true,
      from: -400,
      to: 700,
      originalTo: 700,
      sites: [
        site('Sede direzionale', 'Bergamo', { isOnDuty: true }),
        site('Filiale di Bergamo – Città Alta', 'Bergamo'),
        site('Filiale di Brescia', 'Brescia'),
        site('Filiale di Treviglio', 'Treviglio'),
        site('Filiale di Lecco', 'Lecco'),
        site('Filiale di Lodi', 'Lodi'),
        site('Filiale di Pavia', 'Pavia', { published: false }),
        site('Centro servizi di Brescia', 'Brescia'),
        site('Filiale di Cremona', 'Cremona', { to: -30 }),
        site('Filiale di Mantova', 'Mantova', { from: 30 }),
      ],
    },
    {
      description: 'Pulizia delle vetrate in quota',
      segment: null,
      atiGroupId: null,
      markedAsStarted: true,
      from: -100,
      to: 265,
      originalTo: 265,
      sites: [
        site('Sede direzionale – facciate esterne', 'Bergamo'),
        site('Centro servizi di Brescia – vetrate', 'Brescia'),
      ],
    },
  ],
  users: [
    {
      username: 'altro.demo',
      firstName: 'Luca',
      lastName: 'Ferrari',
      subRoles: allCustomerSubRoles,
      atiGroupId: null,
    },
    { firstName: 'Elisa', lastName: 'Fontana', subRoles: [0, 1, 5, 6, 14], atiGroupId: null },
    { firstName: 'Michele', lastName: 'Sala', subRoles: [0, 6], atiGroupId: null, siteIndexes: [2, 7] },
  ],
};

const healthAuthority: CustomerPlan = {
  code: 'CL0003',
  name: 'Azienda Sanitaria Locale Lombardia Nord',
  vatNumber: makeVatNumber(3362780, 13),
  active: true,
  domain: 'asl-lombardianord.it',
  jobOrders: [
    {
      description: 'Servizi integrati di igiene ambientale dei presidi territoriali',
      segment: 'Sanità',
      atiGroupId: fixedAtiGroup.id,
      markedAsStarted: true,
      from: -500,
      to: 960,
      originalTo: 960,
      sites: [
        site('Casa della Comunità di Como', 'Como'),
        site('Poliambulatorio di Varese', 'Varese'),
        site('Centro vaccinale di Busto Arsizio', 'Busto Arsizio'),
        site('Dipartimento di Prevenzione – Como', 'Como', { published: false }),
        site('Consultorio familiare di Lecco', 'Lecco'),
      ],
    },
    {
      description: 'Servizi di pulizia delle sedi amministrative',
      segment: 'Uffici',
      atiGroupId: fixedAtiGroup.id,
      markedAsStarted: true,
      from: -1000,
      to: 335,
      originalTo: -30,
      sites: [
        site('Sede legale – Varese', 'Varese', { isOnDuty: true }),
        site('Uffici amministrativi di Como', 'Como'),
      ],
    },
    {
      description: 'Disinfestazione e derattizzazione',
      segment: null,
      atiGroupId: null,
      markedAsStarted: false,
      from: -60,
      to: 670,
      originalTo: 670,
      sites: [site('Magazzino farmaceutico di Lecco', 'Lecco')],
    },
  ],
  users: [
    {
      username: 'ati.demo',
      firstName: 'Francesca',
      lastName: 'Colombo',
      subRoles: allCustomerSubRoles,
      atiGroupId: fixedAtiGroup.id,
    },
    { firstName: 'Roberto', lastName: 'Villa', subRoles: [0, 5, 6, 8], atiGroupId: fixedAtiGroup.id },
    { firstName: 'Ilaria', lastName: 'Cattaneo', subRoles: [0, 5, 6, 13], atiGroupId: null },
  ],
};

const inactiveSchool: CustomerPlan = {
  code: 'CL0004',
  name: 'Istituto Comprensivo Gianni Rodari di Cremona',
  vatNumber: makeVatNumber(1548862, 19),
  active: false,
  domain: 'icrodaricremona.edu.it',
  jobOrders: [
    {
      description: 'Servizi di pulizia e ausiliariato negli istituti scolastici',
      segment: 'Scuole',
      atiGroupId: null,
      markedAsStarted: true,
      from: -900,
      to: 200,
      originalTo: 200,
      // Withdrawn from the portal with the customer: the one segment whose job orders have no published
      // site, so that the segment list with and without `includeUnpublished` differ.
      sites: [
        site('Scuola primaria Gianni Rodari', 'Cremona', { published: false }),
        site("Scuola dell'infanzia Arcobaleno", 'Cremona', { published: false }),
      ],
    },
  ],
  users: [{ firstName: 'Antonio', lastName: 'Gallo', subRoles: allCustomerSubRoles, atiGroupId: null }],
};

export const fixedCustomers: readonly CustomerPlan[] = [hospital, bank, healthAuthority, inactiveSchool];

/**
 * A customer being started: its job order begins next month, its sites and users are still to come, so
 * staff's dashboard has one customer to start («Clienti da avviare»). Added after every other customer,
 * with a code no generated customer takes, so that it changes none of them.
 */
export const onboardingCustomer: CustomerPlan = {
  code: 'CL9001',
  name: 'Comune di Lodi',
  vatNumber: makeVatNumber(6053417, 98),
  active: true,
  domain: 'comune.lodi.it',
  jobOrders: [
    {
      description: 'Pulizia degli uffici comunali e della biblioteca',
      segment: 'Uffici',
      atiGroupId: null,
      markedAsStarted: false,
      from: 25,
      to: 25 + 3 * 365,
      originalTo: 25 + 3 * 365,
      sites: [],
    },
  ],
  users: [],
};

export const fixedStaff: readonly StaffPlan[] = [
  {
    username: 'staff.demo',
    firstName: 'Alessandro',
    lastName: 'Romano',
    permissions: allBackOfficePermissions,
  },
  { username: 'operatore.demo', firstName: 'Sara', lastName: 'Greco', permissions: [4, 5] },
  { firstName: 'Federica', lastName: 'Marchetti', permissions: [0, 1, 2, 3, 18] },
  { firstName: 'Davide', lastName: 'Fontana', permissions: [4, 12, 13, 17] },
  { firstName: 'Elena', lastName: 'Moretti', permissions: [6, 7, 9, 10] },
];
