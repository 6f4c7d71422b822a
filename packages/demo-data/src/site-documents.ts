import type { DocumentCategory } from '@portale/shared';
import { renderDemoDocumentPdf } from './demo-document-pdf.ts';
import { addDays, italianMonthOf, type IsoDate } from './dates.ts';
import { randomFor, stableUuid } from './entity-random.ts';
import type { Random } from './random.ts';
import type { CustomerRow, DocumentAssociationRow, DocumentRow, JobOrderRow, SiteRow } from './rows.ts';

export type DocumentsData = { documents: DocumentRow[]; documentAssociations: DocumentAssociationRow[] };

type DocumentPlan = {
  title: string;
  description: string | null;
  category: DocumentCategory;
  extension: 'pdf';
  /** Days before today. */
  age: number;
  /** The last valid day, as days from today (negative: expired); absent when it has no end. */
  validFor?: number;
  /** Older versions of the same document, as days before today, oldest first (they are outdated). */
  olderVersions?: readonly number[];
};

const contentTypes = { pdf: 'application/pdf' } as const;

/** A file name from a title: "Rapporto di intervento – ottobre 2026" → "rapporto-di-intervento-ottobre-2026". */
const fileSlug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');

/**
 * The end of a site's POS, by the site's position, so that every customer's checklists show each state:
 * one site in five expired, one in five expiring within 30 days, the rest current for months.
 */
const posValidity = (rng: Random, index: number) =>
  [-rng.int(5, 90), rng.int(3, 28)][index % 5] ?? rng.int(60, 500);

function sitePlans(rng: Random, site: SiteRow, index: number, today: IsoDate): DocumentPlan[] {
  const plans: DocumentPlan[] = [
    {
      title: `POS – ${site.name}`,
      description: "Piano operativo di sicurezza dell'impresa per l'ubicazione",
      category: 'pos',
      extension: 'pdf',
      age: rng.int(30, 700),
      validFor: posValidity(rng, index),
    },
  ];
  if (site.dateFrom > today) return plans;
  if (rng.chance(0.5)) {
    const month = addDays(today, -rng.int(20, 200));
    plans.push({
      title: `Rapporto di intervento – ${italianMonthOf(month)}`,
      description: 'Attività svolte e anomalie rilevate nel mese',
      category: 'report',
      extension: 'pdf',
      age: rng.int(1, 20),
    });
  }
  if (rng.chance(0.3)) {
    plans.push({
      title: 'Verbale di sopralluogo congiunto',
      description: null,
      category: 'minutes',
      extension: 'pdf',
      age: rng.int(10, 400),
    });
  }
  return plans;
}

function jobOrderPlans(rng: Random): DocumentPlan[] {
  const age = rng.int(20, 300);
  return [
    {
      title: 'DUVRI – Documento unico di valutazione dei rischi da interferenze',
      description: 'Aggiornato alle attività in corso',
      category: 'duvri',
      extension: 'pdf',
      age,
      // Every other job order has an older version: version 1 outdated, version 2 current.
      ...(rng.chance(0.5) && { olderVersions: [age + rng.int(200, 500)] }),
    },
    {
      title: 'Schede di sicurezza dei prodotti utilizzati',
      description: 'Prodotti detergenti e disinfettanti impiegati nel servizio',
      category: 'safety-data-sheet',
      extension: 'pdf',
      age: rng.int(30, 500),
    },
  ];
}

/** The provider's certificates, for each customer as a whole: ISO certifications and the DURC. */
const customerPlans = (rng: Random): DocumentPlan[] => {
  // A DURC is valid 120 days from its issue: this one ends between 10 days ago and 3 months from now.
  const durcAge = rng.int(30, 130);
  return [
    {
      title: 'Certificazione ISO 9001:2015',
      description: 'Sistema di gestione per la qualità',
      category: 'certification',
      extension: 'pdf',
      age: 120,
      validFor: 3 * 365 - 120,
    },
    {
      title: 'Certificazione ISO 14001:2015',
      description: 'Sistema di gestione ambientale',
      category: 'certification',
      extension: 'pdf',
      age: 150,
      validFor: 3 * 365 - 150,
    },
    {
      title: 'DURC – Documento unico di regolarità contributiva',
      description: 'Regolarità dei versamenti a INPS e INAIL',
      category: 'durc',
      extension: 'pdf',
      age: durcAge,
      validFor: 120 - durcAge,
      olderVersions: [durcAge + 120],
    },
  ];
};

/**
 * A few documents per site (POS with an end of validity: some expired, some expiring, most current;
 * monthly reports, minutes), per job order (DUVRI, every other one with an outdated version 1 in the
 * same series; safety data sheets) and per customer (certifications, the DURC with its older version);
 * a report is sometimes shared by two sites of a job order. Each is a one-page PDF (demo-document-pdf.ts) under the storage key
 * 'demo/<id>.pdf', written by the seed when it is given the files folder.
 */
export function planDocuments(
  customers: readonly CustomerRow[],
  jobOrders: readonly JobOrderRow[],
  sites: readonly SiteRow[],
  today: IsoDate,
): DocumentsData {
  const data: DocumentsData = { documents: [], documentAssociations: [] };
  const add = (
    rng: Random,
    key: string,
    plan: DocumentPlan,
    targets: Omit<DocumentAssociationRow, 'id' | 'documentId'>[],
  ) => {
    const seriesId = stableUuid('document', key);
    const ages = [...(plan.olderVersions ?? []), plan.age];
    ages.forEach((age, index) => {
      const latest = index === ages.length - 1;
      const id = index === 0 ? seriesId : stableUuid('document', key, index + 1);
      const createdAt = new Date(
        `${addDays(today, -age)}T${String(rng.int(7, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
      );
      // An older version was valid until its successor was published.
      const validFor =
        plan.validFor === undefined ? undefined : latest ? plan.validFor : -(ages[index + 1] ?? 0);
      const file = { title: plan.title, description: plan.description, category: plan.category, createdAt };
      data.documents.push({
        id,
        seriesId,
        version: index + 1,
        validUntil: validFor === undefined ? null : addDays(today, validFor),
        ...file,
        filename: `${fileSlug(plan.title)}${latest ? '' : `-v${index + 1}`}.${plan.extension}`,
        contentType: contentTypes[plan.extension],
        // The size of the file the seed writes (demoDocumentFiles).
        sizeBytes: renderDemoDocumentPdf(file).length,
        storageKey: `demo/${id}.${plan.extension}`,
        outdated: !latest,
        createdAt,
        createdByUserId: null,
      });
      targets.forEach((target, n) => {
        data.documentAssociations.push({ id: stableUuid('association', id, n), documentId: id, ...target });
      });
    });
  };

  const jobOrderById = new Map(jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  for (const customer of customers) {
    const rng = randomFor('documents', customer.code);
    const target = { customerCode: customer.code, jobOrderId: null, siteCode: null };
    customerPlans(rng).forEach((plan, n) => add(rng, `${customer.code}:${n}`, plan, [target]));
  }
  for (const jobOrder of jobOrders) {
    const rng = randomFor('documents', jobOrder.id);
    const target = { customerCode: jobOrder.customerCode, jobOrderId: jobOrder.id, siteCode: null };
    jobOrderPlans(rng).forEach((plan, n) => add(rng, `${jobOrder.id}:${n}`, plan, [target]));
  }
  sites.forEach((site, index) => {
    const jobOrder = jobOrderById.get(site.jobOrderId);
    if (!jobOrder) return;
    const rng = randomFor('documents', site.code);
    const next = sites[index + 1];
    sitePlans(rng, site, index, today).forEach((plan, n) => {
      const shared = plan.category === 'report' && next?.jobOrderId === site.jobOrderId && rng.chance(0.3);
      const targets = [site, ...(shared && next ? [next] : [])].map((target) => ({
        customerCode: jobOrder.customerCode,
        jobOrderId: jobOrder.id,
        siteCode: target.code,
      }));
      add(rng, `${site.code}:${n}`, plan, targets);
    });
  });
  return data;
}
