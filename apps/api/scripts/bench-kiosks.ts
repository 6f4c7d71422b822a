/**
 * `npm run bench:kiosks`: the kiosks' two loads on PostgreSQL with the demo data at scale 500
 * (BENCH_SCALE; a year of votes, about 2.6 million at 500), against the real server in a child process.
 *
 * 1. Uploads: BENCH_KIOSKS kiosks (2,000) are installed on published sites with a key each; autocannon's
 *    connections send batches of 1 to 20 votes (mostly 1 to 3, as a kiosk online sends them; now and
 *    then a batch after an outage), each from a kiosk in turn, and now and then the same batch again
 *    (its votes are duplicates). Votes accepted per second are counted in the database, with the p95 of
 *    the uploads.
 * 2. Statistics: up to 200 customer users with sub-role kiosks (two per customer at most) and staff ask
 *    GET /api/kiosks/statistics with varied periods (30, 90, 182 or 365 days, ending today or earlier), a
 *    site of theirs one time in three, and now and then the dashboard's site index: the p95 of the call.
 * Not part of npm test. BENCH_DATABASE_URL reuses a seeded database (kept, and its bench kiosks removed).
 */
import { createHash, randomBytes } from 'node:crypto';
import { prepareDatabase, withClient } from './bench-database.ts';
import { runScenario, type DrawnRequest } from './bench-load.ts';
import { forkBenchServer } from './bench-server.ts';

const scale = Number(process.env.BENCH_SCALE ?? 500);
const kioskCount = Number(process.env.BENCH_KIOSKS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const password = 'Portale2026!';

/** A pseudo-random generator of the bench's own, so two runs draw the same loads. */
function createDraw(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const database = await prepareDatabase(scale);
try {
  // The bench's kiosks, with keys it knows, on published sites spread over the customers.
  const kiosks = await withClient(database.url, async (client) => {
    await client.query(`delete from kiosks where name like 'Bench %'`);
    const { rows: sites } = await client.query<{ code: string }>(
      `select code from sites where published order by md5(code) limit $1`,
      [kioskCount],
    );
    const made = sites.map((site, index) => {
      const key = `ck_${randomBytes(32).toString('base64url')}`;
      return { siteCode: site.code, name: `Bench ${index}`, key };
    });
    for (let start = 0; start < made.length; start += 500) {
      const part = made.slice(start, start + 500);
      await client.query(
        `insert into kiosks (site_code, name, key_hash, key_prefix)
         select * from unnest($1::varchar[], $2::text[], $3::varchar[], $4::varchar[])`,
        [
          part.map((kiosk) => kiosk.siteCode),
          part.map((kiosk) => kiosk.name),
          part.map((kiosk) => createHash('sha256').update(kiosk.key).digest('hex')),
          part.map((kiosk) => kiosk.key.slice(0, 10)),
        ],
      );
    }
    const { rows } = await client.query<{ votes: string }>('select count(*) as votes from kiosk_votes');
    console.log(`${made.length} bench kiosks on as many sites; ${rows[0]?.votes} votes stored`);
    return made;
  });

  const users = await withClient(database.url, async (client) => {
    const { rows } = await client.query<{ username: string }>(
      `select username from (
         select u.username, row_number() over (partition by u.customer_code order by u.username) as rank
         from users u join customers c on c.code = u.customer_code
         where u.kind = 'customer' and u.enabled and c.active and u.password_hash is not null
           and 11 = any(u.customer_sub_roles)) ranked
       where rank <= 2 order by md5(username) limit 200`,
    );
    return rows.map((row) => row.username);
  });
  const [sampleUser = 'cliente.demo'] = users;
  const server = await forkBenchServer(database.url, { username: sampleUser, password }, 'on');
  try {
    // 1. Uploads.
    const draw = createDraw(26);
    const now = Date.now();
    let upload = 0;
    let last: DrawnRequest | undefined;
    const countVotes = () =>
      withClient(database.url, async (client) => {
        const { rows } = await client.query<{ votes: string }>(
          `select count(*) as votes from kiosk_votes where device_vote_id like 'bench-%'`,
        );
        return Number(rows[0]?.votes ?? 0);
      });
    const statuses = new Map<number, number>();
    const before = await countVotes();
    const uploads = await runScenario(
      server,
      {
        name: 'kiosk uploads',
        draw: () => {
          // One in twenty sends the previous batch again (a lost answer).
          if (last && draw.next() < 0.05) return last;
          upload += 1;
          const kiosk = kiosks[upload % kiosks.length]!;
          const outage = draw.next() < 0.05;
          const size = outage ? draw.int(10, 20) : draw.int(1, 3);
          // Each upload's presses start at a moment of its own, 5 s apart: none is a burst.
          const start = now - (outage ? draw.int(3600, 86_400) : draw.int(60, 3000)) * 1000 + upload * 7;
          const votes = Array.from({ length: size }, (_, index) => ({
            id: `bench-${upload}-${index}`,
            vote: draw.next() < 0.7 ? 4 : draw.int(1, 3),
            votedAt: new Date(start + index * 5000).toISOString(),
          }));
          last = {
            method: 'POST',
            path: '/api/kiosk-votes',
            headers: { 'content-type': 'application/json', 'x-kiosk-key': kiosk.key },
            body: JSON.stringify({ votes }),
          };
          return last;
        },
        refused: (_request, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
      { connections, seconds },
    );
    const accepted = (await countVotes()) - before;
    console.log(
      `uploads: ${uploads.requests} in ${seconds} s (${Math.round(uploads.rps)}/s), ` +
        `${accepted} votes accepted (${Math.round(accepted / seconds)} votes/s), ` +
        `p50 ${uploads.p50.toFixed(1)} ms, p95 ${uploads.p95.toFixed(1)} ms, p99 ${uploads.p99.toFixed(1)} ms; ` +
        `refused: ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `CPU per upload: API ${uploads.serverCpu.toFixed(2)} ms, PostgreSQL ${uploads.databaseCpu.toFixed(2)} ms`,
    );

    // 2. Statistics, by many users with varied queries.
    const tokens: { token: string; sites: string[] }[] = [];
    for (const username of [...users, 'staff.demo']) {
      const login = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!login.ok) continue;
      const { token } = (await login.json()) as { token: string };
      const index = await fetch(`${server.url}/api/kiosks/site-index`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const sites = index.ok
        ? ((await index.json()) as { sites: { siteCode: string }[] }).sites.map((site) => site.siteCode)
        : [];
      tokens.push({ token, sites });
    }
    const today = Date.now();
    const statsDraw = createDraw(11);
    const kinds = new Map<string, number[]>();
    const statsRefused = new Map<number, number>();
    const statistics = await runScenario(
      server,
      {
        name: 'kiosk statistics',
        draw: () => {
          const caller = tokens[statsDraw.int(0, tokens.length - 1)]!;
          const headers = { authorization: `Bearer ${caller.token}` };
          if (statsDraw.next() < 0.1) return { method: 'GET', path: '/api/kiosks/site-index', headers };
          const span = [30, 90, 182, 365][statsDraw.int(0, 3)]!;
          const end = today - statsDraw.int(0, 60) * 86_400_000;
          const query = new URLSearchParams({ from: isoDay(end - (span - 1) * 86_400_000), to: isoDay(end) });
          if (caller.sites.length > 0 && statsDraw.next() < 1 / 3)
            query.set('siteCode', caller.sites[statsDraw.int(0, caller.sites.length - 1)]!);
          return { method: 'GET', path: `/api/kiosks/statistics?${query}`, headers };
        },
        refused: (_request, status) => statsRefused.set(status, (statsRefused.get(status) ?? 0) + 1),
        answered: (request, ms) => {
          const kind = request.path.startsWith('/api/kiosks/site-index')
            ? 'site index'
            : request.path.includes('siteCode')
              ? 'one site'
              : 'all sites';
          kinds.set(kind, [...(kinds.get(kind) ?? []), ms]);
        },
      },
      { connections: Math.min(connections, 10), seconds },
    );
    console.log(
      `statistics: ${tokens.length} users, ${statistics.requests} calls (${Math.round(statistics.rps)}/s), ` +
        `p50 ${statistics.p50.toFixed(1)} ms, p95 ${statistics.p95.toFixed(1)} ms, p99 ${statistics.p99.toFixed(1)} ms, ` +
        `${statistics.errors} errors ${JSON.stringify(Object.fromEntries(statsRefused))}; CPU per call: API ${statistics.serverCpu.toFixed(2)} ms, ` +
        `PostgreSQL ${statistics.databaseCpu.toFixed(2)} ms`,
    );
    for (const [kind, times] of kinds) {
      times.sort((a, b) => a - b);
      const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? 0;
      console.log(`  ${kind}: ${times.length} calls, p95 ${p95.toFixed(1)} ms`);
    }
  } finally {
    server.stop();
  }
} finally {
  if (process.env.BENCH_DATABASE_URL)
    await withClient(process.env.BENCH_DATABASE_URL, (client) =>
      client.query(`delete from kiosks where name like 'Bench %'`),
    );
  await database.drop();
}
