export * from './ambient-transaction.ts';
export * from './client.ts';
export * from './database-empty.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './passwords.ts';
export * from './prepared-statements.ts';
