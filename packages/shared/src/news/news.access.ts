import { defineArea } from '../access/area-table.ts';
import { newsRules } from './news.rules.ts';

const rules = newsRules;

/** News for customers (SPEC.md section 6, permission 9; issue 30): written in the back office, read on the dashboard. */
export const newsAccess = defineArea({
  rules,
  menu: { manage: { id: 'news-backoffice', label: 'News', to: '/backoffice/news', rule: rules.manage } },
});
