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
  outdated?: boolean;
  /** Days before today. */
  age: number;
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

function sitePlans(rng: Random, site: SiteRow, today: IsoDate): DocumentPlan[] {
  const plans: DocumentPlan[] = [
    {
      title: `POS – ${site.name}`,
      description: "Piano operativo di sicurezza dell'impresa per l'ubicazione",
      category: 'pos',
      extension: 'pdf',
      age: rng.int(30, 700),
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
  const plans: DocumentPlan[] = [
    {
      title: 'DUVRI – Documento unico di valutazione dei rischi da interferenze',
      description: 'Versione in vigore',
      category: 'duvri',
      extension: 'pdf',
      age: rng.int(20, 300),
    },
    {
      title: 'Schede di sicurezza dei prodotti utilizzati',
      description: 'Prodotti detergenti e disinfettanti impiegati nel servizio',
      category: 'safety-data-sheet',
      extension: 'pdf',
      age: rng.int(30, 500),
    },
  ];
  if (rng.chance(0.4)) {
    plans.push({
      title: 'DUVRI – Documento unico di valutazione dei rischi da interferenze',
      description: 'Versione precedente',
      category: 'duvri',
      extension: 'pdf',
      outdated: true,
      age: rng.int(400, 800),
    });
  }
  return plans;
}

const customerPlans: readonly DocumentPlan[] = [
  {
    title: 'Certificazione ISO 9001:2015',
    description: 'Sistema di gestione per la qualità',
    category: 'certification',
    extension: 'pdf',
    age: 120,
  },
  {
    title: 'Certificazione ISO 14001:2015',
    description: 'Sistema di gestione ambientale',
    category: 'certification',
    extension: 'pdf',
    age: 150,
  },
];

/**
 * A few documents per site (POS, monthly reports, minutes), per job order (DUVRI with an outdated older
 * version now and then, safety data sheets) and per customer (certifications); a report is sometimes
 * shared by two sites of a job order. Each is a one-page PDF (demo-document-pdf.ts) under the storage key
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
    const id = stableUuid('document', key);
    const createdAt = new Date(
      `${addDays(today, -plan.age)}T${String(rng.int(7, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
    );
    const file = { title: plan.title, description: plan.description, category: plan.category, createdAt };
    data.documents.push({
      id,
      seriesId: id,
      version: 1,
      validUntil: null,
      ...file,
      filename: `${fileSlug(plan.title)}.${plan.extension}`,
      contentType: contentTypes[plan.extension],
      // The size of the file the seed writes (demoDocumentFiles).
      sizeBytes: renderDemoDocumentPdf(file).length,
      storageKey: `demo/${id}.${plan.extension}`,
      outdated: plan.outdated ?? false,
      createdAt,
      createdByUserId: null,
    });
    targets.forEach((target, index) => {
      data.documentAssociations.push({ id: stableUuid('association', id, index), documentId: id, ...target });
    });
  };

  const jobOrderById = new Map(jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  for (const customer of customers) {
    const rng = randomFor('documents', customer.code);
    const target = { customerCode: customer.code, jobOrderId: null, siteCode: null };
    customerPlans.forEach((plan, n) => add(rng, `${customer.code}:${n}`, plan, [target]));
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
    sitePlans(rng, site, today).forEach((plan, n) => {
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
