export * from './fee-engine.types.ts';
