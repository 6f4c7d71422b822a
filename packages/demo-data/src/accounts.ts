/** The provider company: staff users belong to it, and the API shows it as their companyName. */
export const providerCompanyName = 'Servizi Integrati Italia S.p.A.';

/** The e-mail domain of the provider's staff. */
export const providerDomain = 'serviziintegratiitalia.it';

/** Every demo user has this password. */
export const demoPassword = 'Portale2026!';

export type DemoAccount = { username: string; description: string; password: string };

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'cliente.demo',
    description: 'Cliente (Azienda Ospedaliera), tutti i sottoruoli',
    password: demoPassword,
  },
  {
    username: 'ati.demo',
    description: 'Utente ATI di un cliente (ATI Pulizie Lombarde), tutti i sottoruoli',
    password: demoPassword,
  },
  {
    username: 'limitato.demo',
    description: 'Cliente con il solo sottoruolo Documenti',
    password: demoPassword,
  },
  {
    username: 'altro.demo',
    description: 'Utente di un altro cliente (per le verifiche di accesso)',
    password: demoPassword,
  },
  { username: 'staff.demo', description: 'Back office, tutti i permessi', password: demoPassword },
  {
    username: 'operatore.demo',
    description: 'Back office, solo Ubicazioni e Segnalazioni',
    password: demoPassword,
  },
];
