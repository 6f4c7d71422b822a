import { openDatabase } from '@portale/db';
import { startBenchServer } from '../apps/api/scripts/bench-server.ts';
const url = 'postgres://postgres@127.0.0.1:5432/portale_seedcheck';
const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
await db.migrate();
await db.close();
const server = await startBenchServer(url, { username: 'cliente.demo', password: 'Portale2026!' });
console.log(server.url);
process.on('SIGINT', async () => { await server.close(); process.exit(0); });
