export * from './kiosk-values.ts';
export * from './kiosks.rules.ts';
export * from './kiosks.access.ts';
export * from './kiosks.schemas.ts';
export * from './kiosks.contract.ts';
