export * from './message.contract.ts';
export * from './message.schemas.ts';
