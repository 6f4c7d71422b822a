import {
  computeMonthFee,
  type EconomicsSiteIssue,
  type FeeEngineInput,
  type FeeEngineSite,
  type MonthFee,
} from '@portale/shared';
import type { FeeInputsRepository } from '../fees/index.ts';

/** A site's engine input for the year, or why it has none. */
export type SiteFeeInputs = {
  issue: EconomicsSiteIssue | null;
  site: FeeEngineSite | null;
  /** The engine's input for a month (1-12), null when the site has no figures. */
  inputFor: (month: number) => FeeEngineInput | null;
};

/** Where economics gets the fees: the fee inputs read in a few queries, and the engine. */
export type FeeSource = {
  loadYear(siteCodes: string[], year: number): Promise<Map<string, SiteFeeInputs>>;
  compute(input: FeeEngineInput): MonthFee;
};

/**
 * The fee engine over the fee inputs of modules/fees: a site without a formula, without any fee split
 * (its own nor a service's), or whose rooms lack a coefficient under equivalent m² has no figures, and
 * says why.
 */
export function createFeeSource(inputs: FeeInputsRepository): FeeSource {
  return {
    async loadYear(siteCodes, year) {
      const loaded = await inputs.load(siteCodes);
      const result = new Map<string, SiteFeeInputs>();
      for (const [siteCode, { input, coefficientsMissing }] of loaded) {
        const issue: EconomicsSiteIssue | null = !input
          ? 'no_formula'
          : coefficientsMissing
            ? 'missing_coefficients'
            : !input.site.feeSplit && !input.services.some((service) => service.feeSplit)
              ? 'no_fee_split'
              : null;
        result.set(siteCode, {
          issue,
          site: input?.site ?? null,
          inputFor: (month) => (input && !issue ? { ...input, year, month } : null),
        });
      }
      return result;
    },
    compute: computeMonthFee,
  };
}
