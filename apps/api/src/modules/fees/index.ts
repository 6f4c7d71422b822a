export * from './fee-inputs.repository.ts';
