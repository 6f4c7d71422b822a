import type { EmployeesSearch } from './employees-search.ts';

/** What the personnel page gives each of its tabs. */
export type TabProps = {
  search: EmployeesSearch;
  /** Changes some parameters of the address bar; a change other than the page starts from the first. */
  change: (next: Partial<EmployeesSearch>) => void;
  /** Back to the tab's list as it opens, every filter off. */
  reset: () => void;
  /** Staff's page: every site and every person. */
  staff: boolean;
  /** A phone: fewer page buttons, the filters folded. */
  compact: boolean;
};
