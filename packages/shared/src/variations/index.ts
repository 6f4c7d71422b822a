export * from './variation-enums.ts';
export * from './room-variation.ts';
export * from './variation-rules.ts';
export * from './variations.rules.ts';
export * from './variations.access.ts';
export * from './variations.schemas.ts';
export * from './variations.contract.ts';
