export * from './schedule-words.ts';
export * from './site-open-days.ts';
export * from './planning-enums.ts';
export * from './planning.access.ts';
export * from './planning.schemas.ts';
export * from './planning.contract.ts';
export * from './planning-writes.schemas.ts';
export * from './planning-writes.contract.ts';
