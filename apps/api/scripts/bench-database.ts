/**
 * The database of `npm run bench`: a new one on the server of DATABASE_URL_BENCH, migrated and seeded at
 * BENCH_SCALE, dropped at the end; or BENCH_DATABASE_URL, an existing seeded one used as it is and kept
 * (to run again without seeding, or to look at its statements afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@portale/db';
import { seedDemoData } from '@portale/demo-data';

const adminUrl = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `action` with a client of its own on the database at `url`. */
export async function withClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(scale: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const existing = process.env.BENCH_DATABASE_URL;
  if (existing) return { url: existing, drop: async () => undefined };
  const name = `portale_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemoData(database.db, { scale });
    console.log(`seeded scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  const drop = () =>
    withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
      () => undefined,
    );
  return { url: url.toString(), drop };
}

/** The customer with the most published sites (active), with that count and its first site. */
const largestCustomer = `
  select j.customer_code, count(*) as sites, min(s.code) as site
  from sites s join job_orders j on j.id = s.job_order_id join customers c on c.code = j.customer_code
  where s.published and c.active group by j.customer_code order by count(*) desc limit 1`;

/**
 * The first user of the customer with the most published sites who sees all of them (not limited to
 * some, no ATI group) and has `subRole` (0, site, by default: the demo's first user of each customer
 * has every sub-role).
 */
export function findLargestCustomerUser(url: string, subRole = 0) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      username: string;
      customer_code: string;
      sites: string;
      site: string;
    }>(
      `with largest as (${largestCustomer})
       select u.username, l.customer_code, l.sites, l.site from largest l
       join users u on u.customer_code = l.customer_code
       where $1 = any(u.customer_sub_roles) and not u.limited_to_sites and u.ati_group_id is null
         and u.enabled and u.password_hash is not null
       order by u.created_at, u.username limit 1`,
      [subRole],
    );
    const [row] = rows;
    if (!row) throw new Error(`no user of the largest customer with sub-role ${subRole}`);
    return row;
  });
}

/**
 * Up to `count` customer users with `subRole` (0, site, by default: those who may read the site list),
 * at most two per customer, spread evenly.
 */
export function findCustomerUsers(url: string, count: number, subRole = 0) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ username: string; customer_code: string }>(
      `select username, customer_code from (
         select u.username, u.customer_code,
           row_number() over (partition by u.customer_code order by u.username) as rank
         from users u join customers c on c.code = u.customer_code
         where u.kind = 'customer' and u.enabled and c.active and u.password_hash is not null
           and $2 = any(u.customer_sub_roles)) ranked
       where rank <= 2 order by md5(username) limit $1`,
      [count, subRole],
    );
    return rows.map((row) => ({ username: row.username, customerCode: row.customer_code }));
  });
}

/** How many published sites a customer has, and how many site services of theirs have a schedule. */
export function countCustomerSchedules(url: string, customerCode: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ sites: string; services: string; schedules: string }>(
      `select count(distinct s.code) as sites, count(ss.id) as services, count(sc.site_service_id) as schedules
       from sites s join job_orders j on j.id = s.job_order_id
       left join site_services ss on ss.site_code = s.code
       left join service_schedules sc on sc.site_service_id = ss.id
       where s.published and j.customer_code = $1`,
      [customerCode],
    );
    const [row] = rows;
    return {
      sites: Number(row?.sites ?? 0),
      services: Number(row?.services ?? 0),
      schedules: Number(row?.schedules ?? 0),
    };
  });
}
