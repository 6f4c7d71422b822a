import { everyone, type MatrixEntry } from './matrix.ts';

/**
 * Health, readiness and the web app's configuration: public. The backup is public too, behind the
 * server's own token (404 without it, for everyone).
 */
export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/config.json', outsideApi: true, access: everyone },
  { method: 'GET', path: '/health', access: everyone },
  { method: 'GET', path: '/ready', access: everyone },
  { method: 'POST', path: '/system/backup', access: everyone },
];
