export * from './attendance-words.ts';
export * from './employees-enums.ts';
export * from './employees.rules.ts';
export * from './employees.access.ts';
export * from './employees.contract.ts';
export * from './employees.schemas.ts';
