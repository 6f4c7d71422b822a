/**
 * The day an import takes effect when none is chosen: today, or the site's first day when it starts
 * later (an import cannot take effect before the site starts). Both are 'YYYY-MM-DD'.
 */
export const defaultImportDay = (siteStart: string, today: string) => (siteStart > today ? siteStart : today);
