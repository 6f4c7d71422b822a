export * from './ati-managers.rules.ts';
export * from './ati-managers.access.ts';
export * from './ati-managers.contract.ts';
