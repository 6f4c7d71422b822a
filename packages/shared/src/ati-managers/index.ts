export * from './ati-managers.contract.ts';
