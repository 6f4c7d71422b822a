export * from './customers.rules.ts';
export * from './customers.access.ts';
export * from './customers-enums.ts';
export * from './vat-number.ts';
export * from './job-order-dates.ts';
export * from './customers.schemas.ts';
export * from './customers.contract.ts';
