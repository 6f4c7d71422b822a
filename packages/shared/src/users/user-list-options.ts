/**
 * The kinds of user and the orders of the back-office user list. Apart from the contract and without
 * zod: the web app's router, on the first screen, checks the address bar against them.
 */
export const userKinds = ['customer', 'staff'] as const;
export type UserKind = (typeof userKinds)[number];

export const userListSortFields = [
  'surname',
  'name',
  'username',
  'email',
  'companyName',
  'lastLogin',
] as const;
