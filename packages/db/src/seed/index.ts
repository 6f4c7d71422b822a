export { demoAccounts, providerCompanyName, type DemoAccount } from './accounts.ts';
export { generateDemoData, type GenerateOptions } from './generate.ts';
export type { DemoData } from './rows.ts';
export { isDatabaseEmpty, seedDemoData, type SeedCounts, type SeedOptions } from './seed.ts';
