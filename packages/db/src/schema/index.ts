export * from './organisation.ts';
export * from './users.ts';
