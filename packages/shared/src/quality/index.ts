export * from './control-sample.ts';
export * from './control-score.ts';
export * from './sampling-plan.ts';
