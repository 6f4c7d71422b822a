/**
 * Published sites of the fixed customers left incomplete on purpose, so that the back office's
 * publishing page shows each of its three warnings in the small demo.
 */
export const fixedPublishingWarnings: readonly {
  customerCode: string;
  siteName: string;
  warning: 'noFeeSplit' | 'noServices' | 'datesOutsideJobOrder';
}[] = [
  { customerCode: 'CL0001', siteName: 'Casa della Comunità di Rho', warning: 'noFeeSplit' },
  { customerCode: 'CL0002', siteName: 'Filiale di Lodi', warning: 'noServices' },
  {
    customerCode: 'CL0002',
    siteName: 'Centro servizi di Brescia – vetrate',
    warning: 'datesOutsideJobOrder',
  },
];

/** How far past its job order's end a site with the dates warning runs. */
export const daysPastJobOrder = 30;
