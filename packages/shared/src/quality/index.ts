export * from './control-sample.ts';
export * from './control-score.ts';
export * from './sampling-plan.ts';
export * from './quality.access.ts';
export * from './quality-enums.ts';
export * from './quality.schemas.ts';
export * from './quality.contract.ts';
export * from './statistics-period.ts';
