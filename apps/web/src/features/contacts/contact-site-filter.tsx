import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { SitePicker } from '../../lib/site-picker.tsx';

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
  return (
    <SitePicker
      siteCode={siteCode}
      onChange={onChange}
      query={customerSiteOptionsQuery}
      clearable
      placeholder="Tutte le ubicazioni"
      w={{ base: '100%', sm: 340 }}
    />
  );
}
