export * from './contact.schemas.ts';
export * from './contacts.contract.ts';
