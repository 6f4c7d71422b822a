/** Document categories (PRODUCT.md, Documents); 'site-image' holds the sites' photos. */
export const documentCategories = [
  'duvri',
  'pos',
  'durc',
  'safety-data-sheet',
  'certification',
  'report',
  'minutes',
  'site-image',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const documentCategoryLabels: Record<DocumentCategory, string> = {
  duvri: 'DUVRI',
  pos: 'Piano operativo di sicurezza (POS)',
  durc: 'DURC',
  'safety-data-sheet': 'Schede di sicurezza',
  certification: 'Certificazioni',
  report: 'Rapporti',
  minutes: 'Verbali',
  'site-image': 'Immagine dell’ubicazione',
};

/** The categories staff publish documents under (every one but the sites' photos). */
export const publishableDocumentCategories = documentCategories.filter(
  (category): category is Exclude<DocumentCategory, 'site-image'> => category !== 'site-image',
) as [Exclude<DocumentCategory, 'site-image'>, ...Exclude<DocumentCategory, 'site-image'>[]];
export type PublishableDocumentCategory = (typeof publishableDocumentCategories)[number];
