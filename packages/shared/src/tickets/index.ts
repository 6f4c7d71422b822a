export * from './attachment.contract.ts';
export * from './attachment.schemas.ts';
export * from './ticket-enums.ts';
export * from './ticket-staff.contract.ts';
export * from './ticket.contract.ts';
export * from './ticket.schemas.ts';
export * from './tickets.rules.ts';
export * from './tickets.access.ts';
