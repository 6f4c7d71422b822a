import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCustomerSiteOptions } from '../../lib/api/customer-site-options.ts';
import { siteOptionOf } from '../../lib/site-label.ts';

type ContactSiteFilterProps = {
  siteCode: string | undefined;
  onChange: (siteCode: string | undefined) => void;
};

/**
 * «Ubicazione»: the people who follow one site (its own, its job order's and the company's), the site
 * found by name or code as the user types; a site from a link stays shown even before the search
 * holds it.
 */
export function ContactSiteFilter({ siteCode, onChange }: ContactSiteFilterProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const found = useCustomerSiteOptions(search);
  const options = (found.data ?? []).map(siteOptionOf);
  const shown =
    siteCode && !options.some((option) => option.value === siteCode)
      ? [{ value: siteCode, label: siteCode }, ...options]
      : options;
  return (
    <Select
      label="Ubicazione"
      placeholder="Tutte le ubicazioni"
      searchable
      clearable
      data={shown}
      value={siteCode ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      onSearchChange={setTyped}
      // The API has filtered by the words typed already.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessuna ubicazione trovata'}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
