export * from './contact.schemas.ts';
export * from './contacts.rules.ts';
export * from './contacts.access.ts';
export * from './contacts.contract.ts';
export * from './contacts-enums.ts';
export * from './contacts-admin.schemas.ts';
export * from './contacts-admin.contract.ts';
