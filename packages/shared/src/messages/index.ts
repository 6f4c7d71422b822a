export * from './message.contract.ts';
export * from './message.schemas.ts';
export * from './messages.rules.ts';
export * from './messages.access.ts';
