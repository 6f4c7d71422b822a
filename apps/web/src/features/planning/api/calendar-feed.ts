import {
  calendarFeedContract,
  createCalendarFeedContract,
  revokeCalendarFeedContract,
  type CalendarFeedState,
} from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Under the area's key: a write of the area reads it again too. */
export const calendarFeedQueryKey = ['planning', 'calendar-feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => callApi(calendarFeedContract, { signal }),
  });

/** The user's calendar link as the portal keeps it: whether there is one, its first characters and dates. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/**
 * Making the link (replacing the old one) and revoking it; what the portal keeps of it is put in the
 * cache at once. The link itself is only in the answer of `create`, for the page to show this once.
 */
export function useCalendarFeedActions() {
  const client = useQueryClient();
  const store = (state: CalendarFeedState) => client.setQueryData(calendarFeedQueryKey, state);
  return {
    create: useMutation({
      mutationFn: () => callApi(createCalendarFeedContract),
      onSuccess: (made) => store({ feed: made.feed }),
    }),
    revoke: useMutation({
      mutationFn: () => callApi(revokeCalendarFeedContract),
      onSuccess: () => store({ feed: null }),
    }),
  };
}
