/** Document categories (PRODUCT.md, Documents); 'site-image' holds the sites' photos. */
export const documentCategories = [
  'duvri',
  'pos',
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
  'safety-data-sheet': 'Schede di sicurezza',
  certification: 'Certificazioni',
  report: 'Rapporti',
  minutes: 'Verbali',
  'site-image': 'Immagine dell’ubicazione',
};
