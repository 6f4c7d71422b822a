export * from './billing-document.schemas.ts';
export * from './billing-enums.ts';
export * from './billing-summary.contract.ts';
export * from './billing.access.ts';
export * from './billing.contract.ts';
export * from './billing.schemas.ts';
export * from './fatturapa.schemas.ts';
export * from './money.ts';
