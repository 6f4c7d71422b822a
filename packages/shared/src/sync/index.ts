export * from './sync-enums.ts';
export * from './sync-words.ts';
export * from './sync.rules.ts';
export * from './sync.access.ts';
export * from './sync.contract.ts';
export * from './sync.schemas.ts';
