import { documentCategoryLabels, publishableDocumentCategories } from '@portale/shared';

/** The categories staff publish under, for a select. */
export const categoryOptions = publishableDocumentCategories.map((value) => ({
  value,
  label: documentCategoryLabels[value],
}));
