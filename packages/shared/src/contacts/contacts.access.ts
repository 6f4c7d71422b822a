import { defineArea } from '../access/area-table.ts';
import { contactsRules } from './contacts.rules.ts';

const rules = contactsRules;

/** Contacts (SPEC.md sections 2 and 6). */
export const contactsAccess = defineArea({
  rules,
  menu: {
    contacts: { id: 'contacts', label: 'Contatti', to: '/contacts', rule: rules.read },
    manage: { id: 'contacts-backoffice', label: 'Contatti', to: '/backoffice/contacts', rule: rules.manage },
  },
});
