import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { jobOrders, news, notifications, sites, users } from '@portale/db';
import type { ApiErrorBody, MyNewsItem, NewsItem, NewsList } from '@portale/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsModule } from '../src/modules/news/index.ts';
import { eventually } from './support/eventually.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * News for customers (issue 30) through the API: staff with news (9) write them for every customer,
 * some customers or the users of some job orders; each customer user reads those addressed to them
 * within their window, and is told once when the window opens, whatever the number of instances.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
const customerAccounts = ['cliente.demo', 'altro.demo', 'ati.demo', 'limitato.demo'] as const;
/** A job order of CL0001, one of ati.demo's group and one of CL0003 outside the group. */
let cl0001JobOrder = '';
let atiJobOrder = '';
let cl0003OwnJobOrder = '';

const hour = 60 * 60_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
let counter = 0;
/** A title no other test uses, so that each test counts its own notices. */
const uniqueTitle = (words: string) => `${words} n. ${(counter += 1)} ${Date.now()}`;

const publish = async (fields: object) => {
  const created = await call('POST', '/news', 'staff.demo', {
    body: 'Dal 1° dicembre il numero verde risponde anche il sabato mattina.',
    publishFrom: inHours(-1),
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<NewsItem>();
};

const whoSees = async (id: number) => {
  const seen: string[] = [];
  for (const account of customerAccounts) {
    const mine = await call('GET', '/news/my-list', account);
    expect(mine.statusCode, mine.body).toBe(200);
    if (mine.json<MyNewsItem[]>().some((item) => item.id === id)) seen.push(account);
  }
  return seen;
};

const userIdOf = async (username: string) =>
  (await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** The notices of a news item's title the user holds. */
const noticesOf = async (username: string, title: string) => {
  const userId = await userIdOf(username);
  const rows = await testApp.database.db
    .select({ state: notifications.state })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.template, `%${title}%`)));
  return rows;
};

/** Another instance of the news module on the same database, with a clock of its own. */
const otherInstance = (now: () => Date) => {
  const sent: string[] = [];
  const module = createNewsModule({
    db: testApp.database.db,
    log: testApp.app.log,
    config: { PUBLIC_URL: 'http://localhost:3000', PROVIDER_NAME: 'Servizi Integrati Italia S.p.A.' },
    notifications: testApp.services.notifications,
    hub: testApp.services.hub,
    mailer: {
      send: (message: { to: string }) => {
        sent.push(message.to);
        return Promise.resolve();
      },
      close: () => undefined,
    },
    now,
  } as unknown as Parameters<typeof createNewsModule>[0]);
  return { notices: module.notices, sent };
};

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: process.env.NEWS_LOG ?? 'silent' });
  for (const username of [...customerAccounts, 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
  const { db } = testApp.database;
  const [ati] = await db
    .select({ customerCode: users.customerCode, atiGroupId: users.atiGroupId })
    .from(users)
    .where(eq(users.username, 'ati.demo'));
  const withPublishedSite = (condition: ReturnType<typeof and>) =>
    db
      .selectDistinct({ id: jobOrders.id })
      .from(jobOrders)
      .innerJoin(sites, eq(sites.jobOrderId, jobOrders.id))
      .where(and(condition, eq(sites.published, true)))
      .orderBy(jobOrders.id)
      .limit(1);
  cl0001JobOrder = (await withPublishedSite(and(eq(jobOrders.customerCode, 'CL0001'))))[0]!.id;
  atiJobOrder = (
    await withPublishedSite(
      and(eq(jobOrders.customerCode, ati!.customerCode!), eq(jobOrders.atiGroupId, ati!.atiGroupId!)),
    )
  )[0]!.id;
  cl0003OwnJobOrder = (
    await withPublishedSite(and(eq(jobOrders.customerCode, ati!.customerCode!), isNull(jobOrders.atiGroupId)))
  )[0]!.id;
}, 60_000);
afterAll(() => closeTestApp(testApp));

describe('who reads a news item', () => {
  it('for every customer: every customer user', async () => {
    const item = await publish({ title: uniqueTitle('Nuovo numero verde'), audience: 'ALL' });
    expect(item).toMatchObject({ state: 'published', customers: [], jobOrders: [] });
    expect(await whoSees(item.id)).toEqual([...customerAccounts]);
  });

  it('for some customers: their users only', async () => {
    const item = await publish({
      title: uniqueTitle('Chiusura estiva'),
      audience: 'CUSTOMERS',
      customerCodes: ['CL0001', 'CL0001'],
      jobOrderIds: [cl0001JobOrder],
    });
    // The job orders of another audience, and a customer named twice, are not kept.
    expect(item.customers.map((customer) => customer.customerCode)).toEqual(['CL0001']);
    expect(item.jobOrders).toEqual([]);
    expect(await whoSees(item.id)).toEqual(['cliente.demo', 'limitato.demo']);
  });

  it('for some job orders: the users who see a site of them, an ATI user only their group’s', async () => {
    const own = await publish({
      title: uniqueTitle('Cambio turni'),
      audience: 'JOB_ORDERS',
      jobOrderIds: [cl0001JobOrder],
    });
    expect(own.jobOrders.map((jobOrder) => jobOrder.jobOrderId)).toEqual([cl0001JobOrder]);
    expect(await whoSees(own.id)).toEqual(['cliente.demo', 'limitato.demo']);
    const group = await publish({
      title: uniqueTitle('Riunione ATI'),
      audience: 'JOB_ORDERS',
      jobOrderIds: [atiJobOrder],
    });
    expect(await whoSees(group.id)).toEqual(['ati.demo']);
    const outsideGroup = await publish({
      title: uniqueTitle('Magazzino'),
      audience: 'JOB_ORDERS',
      jobOrderIds: [cl0003OwnJobOrder],
    });
    expect(await whoSees(outsideGroup.id)).toEqual([]);
  });

  it('only within its window: not before it opens, not after it ends or is withdrawn', async () => {
    const later = await publish({
      title: uniqueTitle('Prossimamente'),
      audience: 'ALL',
      publishFrom: inHours(2),
    });
    expect(later.state).toBe('scheduled');
    const past = await publish({
      title: uniqueTitle('Scaduta'),
      audience: 'ALL',
      publishFrom: inHours(-48),
      publishTo: inHours(-24),
    });
    expect(past.state).toBe('expired');
    const open = await publish({ title: uniqueTitle('Ritirata'), audience: 'ALL', publishTo: inHours(24) });
    expect(await whoSees(later.id)).toEqual([]);
    expect(await whoSees(past.id)).toEqual([]);
    expect(await whoSees(open.id)).toHaveLength(4);

    const withdrawn = await call('POST', `/news/${open.id}/withdraw`, 'staff.demo');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<NewsItem>().state).toBe('expired');
    expect(await whoSees(open.id)).toEqual([]);
    // Withdrawn before it opened, it never opens.
    const never = (await call('POST', `/news/${later.id}/withdraw`, 'staff.demo')).json<NewsItem>();
    expect(never.state).toBe('expired');
    expect(Date.parse(never.publishTo!)).toBeLessThanOrEqual(Date.now());
    expect((await call('POST', '/news/2147483647/withdraw', 'staff.demo')).statusCode).toBe(404);
  });
});

describe('staff’s list', () => {
  it('filters by state and words, the latest publication first', async () => {
    const title = uniqueTitle('Elenco zafferano');
    const scheduled = await publish({ title, audience: 'ALL', publishFrom: inHours(5) });
    const published = await publish({ title, audience: 'ALL' });
    const byWords = (await call('GET', '/news?query=zafferano', 'staff.demo')).json<NewsList>();
    expect(byWords.data.map((item) => item.id)).toEqual([scheduled.id, published.id]);
    const onlyScheduled = (
      await call('GET', '/news?query=zafferano&state=scheduled', 'staff.demo')
    ).json<NewsList>();
    expect(onlyScheduled).toMatchObject({
      total: 1,
      data: [{ id: scheduled.id, createdByName: expect.any(String) }],
    });
    const detail = await call('GET', `/news/${published.id}`, 'staff.demo');
    expect(detail.json<NewsItem>()).toMatchObject({ id: published.id, title });
    expect((await call('GET', '/news/2147483647', 'staff.demo')).statusCode).toBe(404);
    const changed = await call('PUT', `/news/${published.id}`, 'staff.demo', {
      title: `${title} (aggiornata)`,
      body: 'Testo nuovo',
      audience: 'CUSTOMERS',
      customerCodes: ['CL0002'],
      publishFrom: published.publishFrom,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<NewsItem>()).toMatchObject({
      audience: 'CUSTOMERS',
      customers: [{ customerCode: 'CL0002' }],
    });
    expect(await whoSees(published.id)).toEqual(['altro.demo']);
  });

  it('offers customers and job orders to pick', async () => {
    const customers = await call('GET', '/news/customers?search=CL0001', 'staff.demo');
    expect(customers.json()).toEqual([expect.objectContaining({ customerCode: 'CL0001' })]);
    const jobOrderOptions = await call('GET', '/news/job-orders?customerCode=CL0001', 'staff.demo');
    expect(jobOrderOptions.json<{ customerCode: string }[]>().every((o) => o.customerCode === 'CL0001')).toBe(
      true,
    );
  });
});

describe('the notice', () => {
  it('tells every user it addresses once, as soon as its window opens', async () => {
    const title = uniqueTitle('Avviso subito');
    const item = await publish({ title, audience: 'CUSTOMERS', customerCodes: ['CL0001'] });
    // The write woke the job: it tells cliente.demo and limitato.demo, not altro.demo.
    await eventually(async () => (await noticesOf('cliente.demo', title)).length > 0);
    expect(await noticesOf('cliente.demo', title)).toEqual([{ state: 'dashboard' }]);
    expect(await noticesOf('limitato.demo', title)).toHaveLength(1);
    expect(await noticesOf('altro.demo', title)).toHaveLength(0);
    expect((await call('GET', `/news/${item.id}`, 'staff.demo')).json<NewsItem>().notifiedAt).not.toBeNull();

    // Another instance, twice: nothing left to tell.
    const other = otherInstance(() => new Date());
    expect(await other.notices.run()).toBe(0);
    expect(await other.notices.run()).toBe(0);
    expect(await noticesOf('cliente.demo', title)).toHaveLength(1);
  });

  it('waits for the window, and is not sent for a window that closed', async () => {
    const title = uniqueTitle('Avviso domani');
    await publish({ title, audience: 'JOB_ORDERS', jobOrderIds: [atiJobOrder], publishFrom: inHours(3) });
    const expiredTitle = uniqueTitle('Avviso scaduto');
    await publish({ title: expiredTitle, audience: 'ALL', publishFrom: inHours(-5), publishTo: inHours(-4) });
    const today = otherInstance(() => new Date());
    await today.notices.run();
    expect(await noticesOf('ati.demo', title)).toHaveLength(0);

    // Four hours later on two instances at once, and again: ati.demo is told once.
    const first = otherInstance(() => new Date(Date.now() + 4 * hour));
    const second = otherInstance(() => new Date(Date.now() + 4 * hour));
    const told = await Promise.all([first.notices.run(), second.notices.run()]);
    expect(told[0] + told[1]).toBeGreaterThanOrEqual(1);
    expect(await first.notices.run()).toBe(0);
    expect(await noticesOf('ati.demo', title)).toHaveLength(1);
    expect(await noticesOf('cliente.demo', title)).toHaveLength(0);
    expect(await noticesOf('ati.demo', expiredTitle)).toHaveLength(0);
    const [row] = await testApp.database.db
      .select({ notifiedAt: news.notifiedAt })
      .from(news)
      .where(sql`${news.title} = ${expiredTitle}`);
    expect(row!.notifiedAt).toBeNull();
  });
});

describe('refusals', () => {
  const valid = { title: 'Prova', body: 'Testo', audience: 'ALL', publishFrom: inHours(1) };
  const refused = async (payload: object, fields: string[]) => {
    const response = await call('POST', '/news', 'staff.demo', { ...valid, ...payload });
    expect(response.statusCode, response.body).toBe(400);
    const paths = response.json<ApiErrorBody>().body.fields?.map((field) => field.path) ?? [];
    for (const field of fields)
      expect(
        paths.some((path) => path.includes(field)),
        paths.join(),
      ).toBe(true);
  };

  it('refuses what is not a valid news item', async () => {
    await refused({ title: 'x'.repeat(121) }, ['title']);
    await refused({ body: 'x'.repeat(2001) }, ['body']);
    await refused({ title: '   ' }, ['title']);
    await refused({ publishTo: inHours(0.5) }, ['publishTo']);
    await refused({ audience: 'CUSTOMERS' }, ['customerCodes']);
    await refused({ audience: 'JOB_ORDERS', customerCodes: ['CL0001'] }, ['jobOrderIds']);
    await refused({ audience: 'CUSTOMERS', customerCodes: ['CL9999'] }, ['customerCodes']);
    await refused({ audience: 'JOB_ORDERS', jobOrderIds: ['NON-ESISTE'] }, ['jobOrderIds']);
    await refused({ publishFrom: 'domani' }, ['publishFrom']);
  });

  it('keeps staff without news (9) and customers out of staff’s routes, staff out of the customers’', async () => {
    expect((await call('GET', '/news', 'operatore.demo')).statusCode).toBe(403);
    expect((await call('POST', '/news', 'operatore.demo', valid)).statusCode).toBe(403);
    expect((await call('GET', '/news/my-list', 'operatore.demo')).statusCode).toBe(403);
    expect((await call('GET', '/news', 'cliente.demo')).statusCode).toBe(403);
    expect((await call('POST', '/news', 'cliente.demo', valid)).statusCode).toBe(403);
  });
});
