export * from './document-enums.ts';
export * from './documents-publishing.contract.ts';
export * from './documents.rules.ts';
export * from './documents.access.ts';
export * from './documents.contract.ts';
export * from './documents.schemas.ts';
export * from './site-compliance.contract.ts';
