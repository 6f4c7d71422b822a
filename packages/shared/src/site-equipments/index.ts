export * from './site-equipments-enums.ts';
export * from './site-equipments-words.ts';
export * from './equipment-location.ts';
export * from './site-equipments.rules.ts';
export * from './site-equipments.access.ts';
export * from './site-equipments.schemas.ts';
export * from './site-equipments.contract.ts';
