export * from './hub-protocol.ts';
export * from './notification-targets.ts';
export * from './notification.contract.ts';
export * from './notifications.rules.ts';
export * from './notifications.access.ts';
