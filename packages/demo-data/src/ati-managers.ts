import { providerCompanyName } from './accounts.ts';
import { firstNames, slug, surnames } from './sources/people.ts';
import { randomFor } from './entity-random.ts';
import type { AtiGroupRow, AtiManagerRow, AtiManagerSiteRow, JobOrderRow, SiteRow } from './rows.ts';

export type AtiManagersData = { atiManagers: AtiManagerRow[]; atiManagerSites: AtiManagerSiteRow[] };

/** The other member companies an ATI is formed with. */
const memberCompanies = [
  'Cooperativa Sociale Il Girasole',
  'Lombarda Servizi Ambientali S.r.l.',
  'Eco Clean Italia S.r.l.',
  'Nuova Igiene S.r.l.',
  'Consorzio Servizi Riuniti',
  'Splendor Multiservizi S.p.A.',
  'Manutenzioni Tecniche del Nord S.r.l.',
] as const;

const memberRoles = ['Referente operativo', 'Referente qualità', 'Referente tecnico'] as const;

/**
 * The managers of each ATI: the provider's, as lead company (mandataria), and one for each of two or
 * three member companies. Every site of the ATI's job orders has the lead company's manager and one
 * member's, in turn.
 */
export function planAtiManagers(
  groups: readonly AtiGroupRow[],
  jobOrders: readonly JobOrderRow[],
  sites: readonly SiteRow[],
): AtiManagersData {
  const data: AtiManagersData = { atiManagers: [], atiManagerSites: [] };
  const sitesByJobOrder = new Map<string, SiteRow[]>();
  for (const site of sites) {
    const list = sitesByJobOrder.get(site.jobOrderId);
    if (list) list.push(site);
    else sitesByJobOrder.set(site.jobOrderId, [site]);
  }
  for (const group of groups) {
    const rng = randomFor('ati-managers', String(group.id));
    const companies = [providerCompanyName, ...rng.shuffle(memberCompanies).slice(0, rng.int(2, 3))];
    const managerIds = companies.map((companyName, index) => {
      const id = data.atiManagers.length + 1;
      const name = rng.pick(firstNames);
      const surname = rng.pick(surnames);
      const domain = `${slug(companyName.replace(/ (S\.p\.A\.|S\.r\.l\.)$/, ''))}.it`;
      data.atiManagers.push({
        id,
        atiGroupId: group.id,
        name,
        surname,
        companyName,
        role: index === 0 ? 'Responsabile di commessa (mandataria)' : rng.pick(memberRoles),
        email: `${slug(name)}.${slug(surname)}@${domain}`,
        phone: `+39 3${rng.int(20, 49)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      });
      return id;
    });
    const [lead, ...members] = managerIds;
    if (lead === undefined) continue;
    const groupSites = jobOrders
      .filter((jobOrder) => jobOrder.atiGroupId === group.id)
      .flatMap((jobOrder) => sitesByJobOrder.get(jobOrder.id) ?? []);
    groupSites.forEach((site, index) => {
      data.atiManagerSites.push({ managerId: lead, siteCode: site.code });
      const member = members[index % members.length];
      if (member !== undefined) data.atiManagerSites.push({ managerId: member, siteCode: site.code });
    });
  }
  return data;
}
