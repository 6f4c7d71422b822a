/**
 * The back office's summary cards' contracts, imported with the first call (LazyContract in
 * lib/api-client.ts): their zod schemas are built in a task of their own when they arrive, not with the
 * dashboard's code.
 */
export {
  awaitingActivationSummaryContract,
  customersToStartContract,
  publishingWarningSummaryContract,
  roomImportRunsContract,
  staffTicketSummaryContract,
  syncRunListContract,
} from '@portale/shared';
