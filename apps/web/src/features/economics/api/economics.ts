import {
  addEconomicsVariationContract,
  deleteEconomicsVariationContract,
  economicsExportContract,
  economicsMonthDetailContract,
  economicsOverviewContract,
  type EconomicsQuery,
  type EconomicsVariationInput,
} from '@portale/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';

const economicsKey = ['economics'] as const;

export const economicsOverviewQueryOptions = (query: EconomicsQuery) =>
  queryOptions({
    queryKey: [...economicsKey, 'overview', query],
    queryFn: ({ signal }) => callApi(economicsOverviewContract, { query, signal }),
  });

/** The year's figures; the previous ones stay in sight while a new choice loads. */
export function useEconomicsOverview(query: EconomicsQuery) {
  return useQuery({ ...economicsOverviewQueryOptions(query), placeholderData: keepPreviousData });
}

export type MonthChoice = { siteCode: string; year: number; month: number };

/** One site's month explained, asked when its drawer opens. */
export function useEconomicsMonth(choice: MonthChoice | null) {
  return useQuery({
    queryKey: [...economicsKey, 'month', choice],
    queryFn: ({ signal }) => callApi(economicsMonthDetailContract, { params: choice!, signal }),
    enabled: choice !== null,
  });
}

/** Adds an extra or a deduction; the figures are read again. */
export function useAddEconomicsVariation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EconomicsVariationInput) => callApi(addEconomicsVariationContract, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: economicsKey }),
  });
}

/** Staff remove an economics variation; the figures are read again. */
export function useDeleteEconomicsVariation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variationId: number) =>
      callApi(deleteEconomicsVariationContract, { params: { variationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: economicsKey }),
  });
}

/** The chosen year's figures as an Excel file. */
export function useExportEconomics() {
  return useMutation({
    mutationFn: async (query: EconomicsQuery) =>
      saveFile(
        await downloadApiFile(economicsExportContract, {
          query,
          fallbackFilename: `economia-${query.year}.xlsx`,
        }),
      ),
  });
}
