/**
 * `npm run bench:economics`: economics of the largest customer's year, one request, cold, on PostgreSQL
 * with the demo data at scale 500 (BENCH_SCALE). Seeds a database as `npm run bench` does (or uses
 * BENCH_DATABASE_URL), starts the real server in a child process, signs in as the first user of the
 * customer with the most published sites and asks GET /api/economics for this year: the first request
 * after start-up (nothing of economics is cached anywhere), then five more, the whole year of every site
 * each time. Prints the times, the number of sites and the answer's size. Not part of npm test.
 */
import { findLargestCustomerUser, prepareDatabase } from './bench-database.ts';
import { demoPassword as password, signIn } from './bench-load.ts';
import { forkBenchServer } from './bench-server.ts';

const scale = Number(process.env.BENCH_SCALE ?? 500);

const database = await prepareDatabase(scale);
try {
  const largest = await findLargestCustomerUser(database.url);
  const server = await forkBenchServer(database.url, { username: largest.username, password }, 'on');
  try {
    const token = await signIn(server.url, largest.username);
    const year = new Date().getUTCFullYear();
    const ask = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/economics?year=${year}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`economics: ${response.status} ${body.slice(0, 200)}`);
      const overview = JSON.parse(body) as { sites: { months: unknown[] }[]; jobOrders: unknown[] };
      return { ms, sites: overview.sites.length, jobOrders: overview.jobOrders.length, bytes: body.length };
    };
    const cold = await ask();
    const warm = [];
    for (let round = 0; round < 5; round += 1) warm.push((await ask()).ms);
    console.log(
      `economics ${year} of ${largest.customer_code} (${largest.username}): ${cold.jobOrders} started job ` +
        `orders, ${cold.sites} sites, ${(cold.bytes / 1024).toFixed(0)} KiB`,
    );
    console.log(`cold: ${cold.ms.toFixed(0)} ms; then ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  } finally {
    server.stop();
  }
} finally {
  await database.drop();
}
