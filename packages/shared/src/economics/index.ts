export * from './economics.rules.ts';
export * from './economics.access.ts';
export * from './economics.contract.ts';
export * from './economics-summary.contract.ts';
export * from './economics.schemas.ts';
