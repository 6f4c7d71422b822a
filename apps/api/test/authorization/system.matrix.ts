import { everyone, type MatrixEntry } from './matrix.ts';

/** Health, readiness and the web app's configuration: public. */
export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/config.json', outsideApi: true, access: everyone },
  { method: 'GET', path: '/health', access: everyone },
  { method: 'GET', path: '/ready', access: everyone },
];
