export { demoAccounts, providerCompanyName, type DemoAccount } from './accounts.ts';
export { demoProvider } from './billing-documents.ts';
export { renderDemoDocumentPdf } from './demo-document-pdf.ts';
export { renderDemoFatturaPa, type DemoFatturaPa } from './demo-fatturapa.ts';
export { generateDemoData, type GenerateOptions } from './generate.ts';
export type { DemoData } from './rows.ts';
export { seedDemoData, writeDemoDataFiles, type SeedCounts, type SeedOptions } from './seed.ts';
export { demoEquipmentPublicId, demoReplacedEquipmentPublicId } from './site-equipments.ts';
export { demoSyncKeys, demoSyncSourceIds } from './sync-sources.ts';
