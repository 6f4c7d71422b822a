/**
 * The tabs of staff's contacts page (/backoffice/contacts?tab=…). Without zod: the router checks the
 * address bar against it on the first screen.
 */
export const contactsAdminTabs = ['people', 'roles', 'associations'] as const;
export type ContactsAdminTab = (typeof contactsAdminTabs)[number];
