import type {
  awaitingActivationSummaryContract,
  customersToStartContract,
  publishingWarningSummaryContract,
  roomImportRunsContract,
  staffTicketSummaryContract,
  syncRunListContract,
} from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

/** The contracts load together, with the first of the cards' calls. */
const staffContracts = () => import('./staff-summaries-contract.ts');

const staffTicketSummaryEndpoint: LazyContract<typeof staffTicketSummaryContract> = {
  method: 'GET',
  path: '/dashboard/tickets-due',
  load: () => staffContracts().then((contracts) => contracts.staffTicketSummaryContract),
};

const publishingWarningSummaryEndpoint: LazyContract<typeof publishingWarningSummaryContract> = {
  method: 'GET',
  path: '/dashboard/publishing-warnings',
  load: () => staffContracts().then((contracts) => contracts.publishingWarningSummaryContract),
};

const awaitingActivationSummaryEndpoint: LazyContract<typeof awaitingActivationSummaryContract> = {
  method: 'GET',
  path: '/dashboard/users-awaiting-activation',
  load: () => staffContracts().then((contracts) => contracts.awaitingActivationSummaryContract),
};

const roomImportRunsEndpoint: LazyContract<typeof roomImportRunsContract> = {
  method: 'GET',
  path: '/site/import-rooms/recent',
  load: () => staffContracts().then((contracts) => contracts.roomImportRunsContract),
};

const syncRunsEndpoint: LazyContract<typeof syncRunListContract> = {
  method: 'GET',
  path: '/sync/runs',
  load: () => staffContracts().then((contracts) => contracts.syncRunListContract),
};

const customersToStartEndpoint: LazyContract<typeof customersToStartContract> = {
  method: 'GET',
  path: '/customers/to-start',
  load: () => staffContracts().then((contracts) => contracts.customersToStartContract),
};

/** The back office's summaries: one call each, asked only when the user's permissions open it. */
export const staffTicketSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'tickets-due'],
  queryFn: ({ signal }) => callApi(staffTicketSummaryEndpoint, { signal }),
});

export const publishingWarningSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'publishing-warnings'],
  queryFn: ({ signal }) => callApi(publishingWarningSummaryEndpoint, { signal }),
});

export const awaitingActivationSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'users-awaiting-activation'],
  queryFn: ({ signal }) => callApi(awaitingActivationSummaryEndpoint, { signal }),
});

/** The latest room imports of every site, dry runs and applied. */
export const recentRoomImportsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'recent-room-imports'],
  queryFn: ({ signal }) => callApi(roomImportRunsEndpoint, { query: { limit: 5 }, signal }),
});

/** The latest batches the provider's systems sent. */
export const recentSyncRunsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'recent-sync-runs'],
  queryFn: ({ signal }) => callApi(syncRunsEndpoint, { query: { pageSize: 5 }, signal }),
});

/** Active customers still without a job order, a published site or a user. */
export const customersToStartQueryOptions = queryOptions({
  queryKey: ['dashboard', 'customers-to-start'],
  queryFn: ({ signal }) => callApi(customersToStartEndpoint, { signal }),
});

export const useStaffTicketSummary = () => useQuery(staffTicketSummaryQueryOptions);
export const usePublishingWarningSummary = () => useQuery(publishingWarningSummaryQueryOptions);
export const useAwaitingActivationSummary = () => useQuery(awaitingActivationSummaryQueryOptions);
export const useRecentRoomImports = () => useQuery(recentRoomImportsQueryOptions);
export const useRecentSyncRuns = () => useQuery(recentSyncRunsQueryOptions);
export const useCustomersToStart = () => useQuery(customersToStartQueryOptions);
