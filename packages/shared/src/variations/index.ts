export * from './variation-enums.ts';
