export * from './access/policy.ts';
export * from './access/roles.ts';
export * from './contract.ts';
export * from './errors/catalogue.ts';
export * from './system/system.contract.ts';
export * from './session/profile.contract.ts';
export * from './session/session.contract.ts';
export const tokenStorageKey = 'portale-clienti.token';
