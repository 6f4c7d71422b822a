import { defineArea } from '../access/area-table.ts';
import { siteEquipmentsRules } from './site-equipments.rules.ts';

const rules = siteEquipmentsRules;

/**
 * Site equipment and its public QR page (SPEC.md sections 2 and 6; PRODUCT.md, Site equipment; issue
 * 29): the customers' «Attrezzature» after the billing, and staff's equipment in the back office.
 */
export const siteEquipmentsAccess = defineArea({
  rules,
  menu: {
    list: { id: 'site-equipments', label: 'Attrezzature', to: '/site-equipments', rule: rules.page },
    manage: {
      id: 'site-equipments-backoffice',
      label: 'Attrezzature',
      to: '/backoffice/site-equipments',
      rule: rules.manage,
    },
  },
});
