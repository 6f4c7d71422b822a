export * from './ati.ts';
export * from './contacts.ts';
export * from './documents.ts';
export * from './identity.ts';
export * from './notifications.ts';
export * from './organisation.ts';
export * from './users.ts';
