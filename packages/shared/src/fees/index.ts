export * from './fee-engine.types.ts';
export * from './fee-calendar.ts';
export * from './fee-engine.ts';
