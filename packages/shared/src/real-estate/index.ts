export * from './real-estate-summary.contract.ts';
export * from './real-estate.access.ts';
export * from './real-estate.contract.ts';
export * from './real-estate.schemas.ts';
export * from './room-enums.ts';
export * from './room-import.contract.ts';
export * from './room-import.schemas.ts';
export * from './room-totals.schemas.ts';
