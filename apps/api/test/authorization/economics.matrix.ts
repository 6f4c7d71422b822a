import { economicsAccess } from '@portale/shared';
import { holdersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Economia, under the rules of economicsAccess. The page's calls are login routes whose service checks
 * the rule (every customer user, staff with economics 18); requests prove the gate without writing: a
 * variation for a site nobody has answers 404 to whoever is let in, the removal of an unknown one 404.
 */
const { read, menu, addVariation, deleteVariation } = economicsAccess.rules;
const year = 2026;

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/economics', access: holdersOf(read), request: () => ({ query: { year } }) },
  { method: 'GET', path: '/economics/export', access: holdersOf(read), request: () => ({ query: { year } }) },
  {
    method: 'GET',
    path: '/economics/sites/:siteCode/months/:year/:month',
    access: holdersOf(read),
    request: () => ({ params: { siteCode: 'UB999999', year, month: 1 } }),
    variants: [
      {
        // Past the gate a customer gets 403 Site not owned (economics.test.ts); staff with 18 read it.
        name: "another customer's site",
        access: staffOf(read),
        request: (context) => ({ params: { siteCode: context.foreign.siteCode, year, month: 1 } }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/economics/variations',
    access: holdersOf(addVariation),
    request: () => ({
      body: { siteCode: 'UB999999', month: '2026-01', kind: 'extra', amountEuro: 10, description: 'Prova' },
    }),
  },
  {
    method: 'DELETE',
    path: '/economics/variations/:variationId',
    access: staffOf(deleteVariation),
    request: () => ({ params: { variationId: 999_999 } }),
  },
  { method: 'GET', path: '/dashboard/economics', access: holdersOf(menu) },
];
