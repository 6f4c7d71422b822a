import { qualityAccess } from '@portale/shared';
import { holdersOf, type MatrixEntry } from './matrix.ts';

/**
 * Quality, under the rules of qualityAccess. Routes open to both sides (login) check the rule in the
 * service; an unknown control answers 404 to those let in. Another customer's control answers 404
 * (quality-controls.test.ts).
 */
const { controls } = qualityAccess.rules;

export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/quality/controls', access: holdersOf(controls) },
  {
    method: 'GET',
    path: '/quality/controls/:controlId',
    access: holdersOf(controls),
    request: () => ({ params: { controlId: 2_147_483_647 } }),
  },
];
