/**
 * The browser tests' servers: one for each worker, each on a database and a data folder of its own,
 * seeded at start-up. Two on this project's 2-core machines (E2E_WORKERS says otherwise): while one
 * worker's browser waits for a page, the other's works.
 */
export const e2eServers = Number(process.env.E2E_WORKERS ?? 2);

/** The data folder (database, files, mail) of server `index`, relative to the repository's root. */
export const serverDataDir = (index: number) =>
  `${process.env.E2E_DATA_DIR ?? '.test-results/e2e-data'}/${index}`;

/** The address of server `index` (the config chose the ports: E2E_PORTS). */
export function serverUrl(index: number): string {
  const port = process.env.E2E_PORTS?.split(',')[index];
  if (!port) throw new Error(`no server ${index} in E2E_PORTS=${process.env.E2E_PORTS ?? ''}`);
  return `http://127.0.0.1:${port}`;
}
