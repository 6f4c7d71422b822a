import {
  awaitingActivationSummaryContract,
  publishingWarningSummaryContract,
  roomImportRunsContract,
  staffTicketSummaryContract,
} from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The back office's summaries: one call each, asked only when the user's permissions open it. */
export const staffTicketSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'tickets-due'],
  queryFn: ({ signal }) => callApi(staffTicketSummaryContract, { signal }),
});

export const publishingWarningSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'publishing-warnings'],
  queryFn: ({ signal }) => callApi(publishingWarningSummaryContract, { signal }),
});

export const awaitingActivationSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'users-awaiting-activation'],
  queryFn: ({ signal }) => callApi(awaitingActivationSummaryContract, { signal }),
});

/** The latest room imports of every site, dry runs and applied. */
export const recentRoomImportsQueryOptions = queryOptions({
  queryKey: ['dashboard', 'recent-room-imports'],
  queryFn: ({ signal }) => callApi(roomImportRunsContract, { query: { limit: 5 }, signal }),
});

export const useStaffTicketSummary = () => useQuery(staffTicketSummaryQueryOptions);
export const usePublishingWarningSummary = () => useQuery(publishingWarningSummaryQueryOptions);
export const useAwaitingActivationSummary = () => useQuery(awaitingActivationSummaryQueryOptions);
export const useRecentRoomImports = () => useQuery(recentRoomImportsQueryOptions);
