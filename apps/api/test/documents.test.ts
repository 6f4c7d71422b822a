import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DocumentDetail,
  DocumentListItem,
  DocumentListResult,
  Profile,
  SiteCompliance,
} from '@portale/shared';
import { documentsTestContext, today } from './support/documents.ts';
import { query, sql } from './support/identity.ts';

/** Documents, the customer's side: reach, filters and sorts, versions, downloads, badge, 410, checklists. */
const documents = documentsTestContext();
const { call, send } = documents;
beforeAll(() => documents.start());
afterAll(() => documents.stop());
const db = () => documents.context.testApp;

const list = async (username: string, search = '') => {
  const response = await call('GET', `/documents/my-list${search}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentListResult>();
};
/** Every page of a listing. */
async function listAll(username: string, search = ''): Promise<DocumentListItem[]> {
  const items: DocumentListItem[] = [];
  for (let page = 1; ; page++) {
    const result = await list(username, `?pageSize=100&page=${page}${search}`);
    items.push(...result.data);
    if (items.length >= result.total) return items;
  }
}
const badgeOf = async (username: string) =>
  (await call('GET', '/user/me', username)).json<Profile>().newDocuments;

/** The latest documents a user of CL0001 with every site reaches, as the database says (the reach rule). */
const reachOfCustomer = (customerCode: string, extra = sql``) =>
  query<{ id: string }>(
    db(),
    sql`select d.id from documents d where not d.outdated and d.category <> 'site-image' and exists (
      select 1 from document_associations a where a.document_id = d.id and a.customer_code = ${customerCode} and (
        (a.job_order_id is null and a.site_code is null)
        or exists (select 1 from sites s where s.published and (s.code = a.site_code
          or (a.site_code is null and s.job_order_id = a.job_order_id))))) ${extra}`,
  );

describe('the customer list', () => {
  it('shows exactly the latest documents of the customer, its job orders and its published sites', async () => {
    const expected = (await reachOfCustomer('CL0001')).map((row) => row.id).sort();
    const shown = await listAll('cliente.demo');
    expect(shown.map((item) => item.documentId).sort()).toEqual(expected);
    expect(shown.every((item) => !item.outdated)).toBe(true);
    const other = await listAll('altro.demo');
    expect(other.some((item) => expected.includes(item.documentId))).toBe(false);
  });

  it('filters by category, validity, search, site and period, in SQL', async () => {
    const day = today();
    const durc = await listAll('cliente.demo', '&category=durc');
    expect(durc.length).toBeGreaterThan(0);
    expect(durc.every((item) => item.category === 'durc')).toBe(true);
    const expired = await listAll('cliente.demo', '&validity=expired');
    const expectedExpired = await reachOfCustomer('CL0001', sql`and d.valid_until < ${day}::date`);
    expect(expired.map((item) => item.documentId).sort()).toEqual(
      expectedExpired.map((row) => row.id).sort(),
    );
    expect(expired.every((item) => item.validity === 'expired')).toBe(true);
    const expiring = await listAll('cliente.demo', '&validity=expiring30');
    expect(expiring.length).toBeGreaterThan(0);
    expect(expiring.every((item) => item.validity === 'expiring')).toBe(true);
    const searched = await listAll('cliente.demo', '&query=iso%2014001');
    expect(searched.map((item) => item.title)).toEqual(['Certificazione ISO 14001:2015']);
    const site = await listAll('cliente.demo', '&siteCode=UB000001');
    const expectedSite = await reachOfCustomer(
      'CL0001',
      sql`and exists (select 1 from document_associations b join sites s on s.code = 'UB000001'
        where b.document_id = d.id and (b.site_code = s.code or (b.site_code is null and b.job_order_id = s.job_order_id)
        or (b.site_code is null and b.job_order_id is null and b.customer_code = 'CL0001')))`,
    );
    expect(site.map((item) => item.documentId).sort()).toEqual(expectedSite.map((row) => row.id).sort());
    expect(await listAll('cliente.demo', '&from=2199-01-01')).toEqual([]);
  });

  it('sorts by end of validity (no end last), by title, and pages', async () => {
    const byEnd = await listAll('cliente.demo', '&sortBy=validUntil&sortDirection=asc');
    const ends = byEnd.map((item) => item.validUntil);
    const firstNull = ends.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(ends.slice(firstNull).every((end) => end === null)).toBe(true);
    const dated = ends.slice(0, firstNull) as string[];
    expect(dated).toEqual([...dated].sort());
    const byTitle = await list('cliente.demo', '?sortBy=title&sortDirection=asc&pageSize=5');
    const next = await list('cliente.demo', '?sortBy=title&sortDirection=asc&pageSize=5&page=2');
    const titles = [...byTitle.data, ...next.data].map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...byTitle.data, ...next.data].map((item) => item.documentId)).size).toBe(10);
    // The total comes with a page's rows; a page past the end, with none, still tells it.
    const pastTheEnd = await list('cliente.demo', `?pageSize=5&page=${Math.ceil(byTitle.total / 5) + 1}`);
    expect(pastTheEnd).toEqual({ data: [], total: byTitle.total });
  });

  it('keeps every version: the older outdated in the same series, shown on request and in the history', async () => {
    const durc = (await listAll('cliente.demo', '&category=durc'))[0] as DocumentListItem;
    expect(durc.version).toBe(2);
    const withOutdated = await listAll('cliente.demo', '&category=durc&includeOutdated=true');
    const older = withOutdated.find((item) => item.seriesId === durc.seriesId && item.version === 1);
    expect(older?.outdated).toBe(true);
    const detail = (
      await call('GET', `/documents/${durc.documentId}`, 'cliente.demo')
    ).json<DocumentDetail>();
    expect(detail.versions.map((version) => [version.version, version.outdated])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it("gives a group (ATI) user only their group's job orders, and others 404 File not found", async () => {
    const all = new Set((await reachOfCustomer('CL0003')).map((row) => row.id));
    const ati = await listAll('ati.demo');
    expect(ati.length).toBeGreaterThan(0);
    expect(ati.length).toBeLessThan(all.size);
    expect(ati.every((item) => all.has(item.documentId))).toBe(true);
    const hidden = [...all].find((id) => !ati.some((item) => item.documentId === id)) as string;
    for (const username of ['ati.demo', 'cliente.demo']) {
      const response = await call('GET', `/documents/${hidden}`, username);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'File not found' });
      expect((await call('GET', `/documents/${hidden}/file`, username)).statusCode).toBe(404);
    }
  });
});

describe('downloads, the badge and documents no longer associated', () => {
  it("counts the customer's download, opens the document and lowers the badge; staff's is not counted", async () => {
    const [item] = (await list('cliente.demo', '?pageSize=50')).data.filter((row) => row.unopened);
    if (!item) throw new Error('no unopened document');
    const badge = await badgeOf('cliente.demo');
    const staffDownload = await call('GET', `/documents/${item.documentId}/file`, 'staff.demo');
    expect(staffDownload.statusCode).toBe(200);
    expect(await badgeOf('cliente.demo')).toBe(badge);
    const download = await call('GET', `/documents/${item.documentId}/file`, 'cliente.demo');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(item.filename);
    expect(download.body.startsWith('%PDF-')).toBe(true);
    await call('GET', `/documents/${item.documentId}/file`, 'cliente.demo');
    const after = (await call('GET', `/documents/${item.documentId}`, 'cliente.demo')).json<DocumentDetail>();
    expect(after).toMatchObject({ downloadCount: 2, unopened: false });
    expect(after.lastDownload).not.toBeNull();
    expect(await badgeOf('cliente.demo')).toBe(badge - 1);
    const [staffRow] = (
      await call(
        'GET',
        `/documents/staff/list?query=${encodeURIComponent(item.title)}&customerCode=CL0001`,
        'staff.demo',
      )
    )
      .json<DocumentListResult>()
      .data.filter((row) => row.documentId === item.documentId);
    expect(staffRow?.downloadCount).toBe(2);
  });

  it('answers 410 to a user who opened a document no longer associated with them', async () => {
    const item = (await listAll('cliente.demo', '&sortBy=title')).find(
      (row) => row.associationCount === 1 && row.associations[0]?.siteCode !== null,
    ) as DocumentListItem;
    const opened = await send('POST', `/documents/${item.documentId}/opened`, 'cliente.demo');
    expect(opened.statusCode).toBe(204);
    const association = item.associations[0]?.associationId as string;
    const removed = await send(
      'DELETE',
      `/documents/${item.documentId}/associations/${association}`,
      'staff.demo',
    );
    expect(removed.statusCode).toBe(204);
    const gone = await call('GET', `/documents/${item.documentId}`, 'cliente.demo');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ message: 'File no longer associated with the user' });
    expect((await call('GET', `/documents/${item.documentId}`, 'altro.demo')).statusCode).toBe(404);
    const again = await send(
      'DELETE',
      `/documents/${item.documentId}/associations/${association}`,
      'staff.demo',
    );
    expect(again.statusCode).toBe(406);
  });
});

describe('site checklists', () => {
  it('gives each required category its state from the best document, and the share met', async () => {
    const day = today();
    const [site] = await query<{ code: string; job_order_id: string }>(
      db(),
      sql`select s.code, s.job_order_id from sites s join job_orders j on j.id = s.job_order_id
        where j.customer_code = 'CL0001' and s.published order by s.code limit 1`,
    );
    if (!site) throw new Error('no site');
    const put = await send(
      'PUT',
      `/documents/job-orders/${site.job_order_id}/required-categories`,
      'staff.demo',
      {
        categories: ['pos', 'durc', 'certification', 'minutes'],
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    const checklist = (
      await call('GET', `/site/${site.code}/documents/compliance`, 'cliente.demo')
    ).json<SiteCompliance>();
    expect(checklist.items.map((item) => item.category)).toEqual(['certification', 'durc', 'minutes', 'pos']);
    for (const item of checklist.items) {
      const end = item.document?.validUntil ?? null;
      const expected = !item.document
        ? 'missing'
        : end === null || end > addDaysTo(day, 30)
          ? 'present'
          : end < day
            ? 'expired'
            : 'expiring';
      expect(item.state).toBe(expected);
    }
    expect(checklist.items.find((item) => item.category === 'certification')?.state).toBe('present');
    const met = checklist.items.filter(
      (item) => item.state === 'present' || item.state === 'expiring',
    ).length;
    expect(checklist).toMatchObject({
      requiredCount: 4,
      satisfiedCount: met,
      percentage: Math.floor((met * 100) / 4),
    });
    expect((await call('GET', `/site/${site.code}/documents/compliance`, 'altro.demo')).statusCode).toBe(403);
    const summary = (await call('GET', '/dashboard/documents', 'cliente.demo')).json();
    expect(summary.worstCompliance.percentage).toBeLessThanOrEqual(checklist.percentage ?? 100);
  });
});

function addDaysTo(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
