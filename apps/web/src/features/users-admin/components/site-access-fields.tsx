import { Loader, MultiSelect, Radio, Stack, Text, rem } from '@mantine/core';
import type { CustomerSiteListItem } from '@portale/shared';
import { useMemo, type Ref } from 'react';
import { customerSitesLimit, useCustomerSites } from '../api/customer-sites.ts';
import { userAdminErrorMessage } from '../user-admin-errors.ts';
import { cityAddsToName } from '../../../lib/site-label.ts';
import { LoadError } from '../../../lib/load-error.tsx';
import { formatNumber } from '../../../lib/italian-numbers.ts';

type SiteAccessFieldsProps = {
  customerCode: string;
  limitedToSites: boolean;
  onLimitedToSitesChange: (limited: boolean) => void;
  siteCodes: readonly string[];
  onSiteCodesChange: (siteCodes: string[]) => void;
  /** The sites' input, for the form to focus when none is chosen. */
  sitesRef?: Ref<HTMLInputElement>;
  /** Sites already chosen, named even before the customer's list arrives. */
  chosenSites?: readonly { siteCode: string; siteName: string }[];
  error?: string;
};

const siteLabel = (site: Pick<CustomerSiteListItem, 'siteCode' | 'siteName'> & { city?: string }) =>
  `${site.siteName} (${site.siteCode})${cityAddsToName(site.siteName, site.city) ? ` – ${site.city}` : ''}`;

/** Which of the customer's sites a customer user sees: all of them, or only those chosen here. */
export function SiteAccessFields({
  customerCode,
  limitedToSites,
  onLimitedToSitesChange,
  siteCodes,
  onSiteCodesChange,
  sitesRef,
  chosenSites = [],
  error,
}: SiteAccessFieldsProps) {
  const sites = useCustomerSites(customerCode);
  const options = useMemo(() => {
    const byCode = new Map(chosenSites.map((site) => [site.siteCode, siteLabel(site)]));
    for (const site of sites.data?.data ?? []) byCode.set(site.siteCode, siteLabel(site));
    return [...byCode].map(([value, label]) => ({ value, label }));
  }, [chosenSites, sites.data]);
  const total = sites.data?.total ?? 0;

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Ubicazioni visibili"
        value={limitedToSites ? 'selected' : 'all'}
        onChange={(value) => onLimitedToSitesChange(value === 'selected')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="all" label="Tutte le ubicazioni del cliente, anche quelle aggiunte in futuro" />
          <Radio value="selected" label="Solo le ubicazioni scelte" />
        </Stack>
      </Radio.Group>
      {limitedToSites && (
        <>
          <MultiSelect
            ref={sitesRef}
            label="Ubicazioni scelte"
            placeholder={siteCodes.length === 0 ? 'Cerca per nome, codice o città' : undefined}
            data={options}
            value={[...siteCodes]}
            onChange={onSiteCodesChange}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="Nessuna ubicazione trovata"
            styles={{ options: { maxHeight: rem(280) } }}
            rightSection={sites.isFetching ? <Loader size="xs" /> : undefined}
            disabled={!customerCode}
            description={customerCode ? undefined : 'Indica prima il codice del cliente.'}
            error={error}
          />
          {sites.isError && (
            <LoadError title="Ubicazioni del cliente non caricate" query={sites}>
              {userAdminErrorMessage(sites.error)}
            </LoadError>
          )}
          {total > customerSitesLimit && (
            <Text size="sm" c="dimmed">
              Il cliente ha {formatNumber(total)} ubicazioni: sono elencate le prime{' '}
              {formatNumber(customerSitesLimit)} in ordine di nome.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
